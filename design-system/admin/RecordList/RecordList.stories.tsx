import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { RecordItem, RecordList } from './RecordList';
import * as styles from './RecordList.css';

const meta = {
  title: 'Admin/RecordList',
  component: RecordList,
  args: { 'aria-label': 'Records', children: null },
  render: (args) => (
    <RecordList {...args}>
      <RecordItem layout="row">
        <div className={styles.text}>
          <p className={styles.name}>
            Firefox on Linux <Badge tone="positive">This session</Badge>
          </p>
          <p className={styles.detail}>Signed in today at 9:12 AM</p>
        </div>
        <Button tone="secondary" size="small">
          End session
        </Button>
      </RecordItem>
      <RecordItem layout="stack">
        <div className={styles.head}>
          <p className={styles.name}>Thursday, December 24, 10:00 AM</p>
          <Badge tone="neutral">Booked</Badge>
        </div>
        <p className={styles.detail}>Ben Cole · ben@example.com</p>
      </RecordItem>
    </RecordList>
  ),
} satisfies Meta<typeof RecordList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two records, one of each layout: flat cards in a list, each named by its contents. */
export const BothLayouts: Story = {
  name: 'A row and a stacked record',
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Records' });
    const [row, stack] = within(list).getAllByRole('listitem');
    // Flat cards: the surface and edge, no shadow.
    for (const item of [row!, stack!]) {
      await expect(getComputedStyle(item).boxShadow).toBe('none');
      await expect(parseFloat(getComputedStyle(item).borderTopWidth)).toBeGreaterThan(0);
    }
    // A row puts the actions beside the text; a stack puts the details under the head line.
    await expect(getComputedStyle(row!.firstElementChild!).display).toBe('flex');
    await expect(getComputedStyle(stack!.firstElementChild!).display).toBe('grid');
    await expect(within(row!).getByRole('button', { name: 'End session' })).toBeVisible();
  },
};
