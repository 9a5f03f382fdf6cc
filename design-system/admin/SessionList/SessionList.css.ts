import { sprinkles } from '../../primitives/Box/sprinkles.css';

export const actions = sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'small' });
