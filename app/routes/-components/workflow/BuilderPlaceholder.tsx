import { Spinner } from '../../../../design-system';
import * as styles from './workflow.css';

/**
 * What the Builder tab shows until the builder's code has loaded (and on the server, where the
 * canvas never renders): the same height as the builder, so nothing jumps when it arrives.
 */
export function BuilderPlaceholder({ loading }: { readonly loading: boolean }) {
  return (
    <div className={styles.placeholder} aria-busy={loading || undefined}>
      {loading ? <Spinner label="Loading the workflow builder" showLabel /> : <p>The workflow builder opens here.</p>}
    </div>
  );
}
