export { SampleDataLabel, sampleDataText, type SampleDataLabelProps } from './SampleDataLabel';
