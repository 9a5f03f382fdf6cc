/** `npm run eval:assistant`: the assistant's offline answers to questions.ts, scored (exit 1 below the threshold). */
import { evalThreshold, evaluate, report } from '../functions/assistant/eval/run';

const result = evaluate();
console.log(report(result));
process.exitCode = result.score >= evalThreshold ? 0 : 1;
