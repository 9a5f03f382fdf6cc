import type { ReactNode } from 'react';
import { ArrowDownWideNarrow, Code, Gauge, Globe, MousePointerClick, ShieldCheck, Split, Target, Users, Video } from 'lucide-react';
import type { ProductHighlight } from '../../../../domain/products';

/** The icon for each highlight named in domain/products (decorative). */
export const highlightIcons: Record<ProductHighlight['icon'], ReactNode> = {
  split: <Split />,
  gauge: <Gauge />,
  target: <Target />,
  users: <Users />,
  code: <Code />,
  mouse: <MousePointerClick />,
  scroll: <ArrowDownWideNarrow />,
  video: <Video />,
  globe: <Globe />,
  shield: <ShieldCheck />,
};
