export { TextField, TextArea } from './Field';
