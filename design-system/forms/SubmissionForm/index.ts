export * from "./SubmissionForm";
export * from "./FormScaffold";
