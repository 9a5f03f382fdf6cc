import { useState, type ComponentType } from 'react';

interface FormStateProps {
  readonly values: Readonly<Record<string, string>>;
  readonly onChange: (field: never, value: string) => void;
}

/**
 * For stories: the form with its values in state, as a page holds them; the story's `onChange`
 * (a spy) still hears every change.
 */
export function withValuesInState<P extends FormStateProps>(Form: ComponentType<P>): ComponentType<P> {
  return function Stateful(props: P) {
    const [values, setValues] = useState(props.values);
    const onChange = (field: string, value: string) => {
      setValues((current) => ({ ...current, [field]: value }));
      (props.onChange as (field: string, value: string) => void)(field, value);
    };
    return <Form {...({ ...props, values, onChange } as P)} />;
  };
}
