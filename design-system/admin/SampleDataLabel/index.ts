export { SampleDataLabel } from './SampleDataLabel';
