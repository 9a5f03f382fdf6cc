export { TextField, TextArea, type TextFieldProps, type TextAreaProps } from './Field';
