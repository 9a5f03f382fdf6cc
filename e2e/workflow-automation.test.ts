/**
 * /workflow-automation in Chromium: the workflow list (pause, play, delete and undo), the builder
 * (a real drag from the palette, the keyboard path, save and restore, Test Run) and the
 * templates, with no console error and no axe violation on any tab in either theme.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright';
import { workflowBuilder } from '../domain/constants';
import { sampleWorkflowTemplateGraphs } from '../domain/samples';
import { walkOrder } from '../domain/workflow-graph';
import { axeViolations, chooseByKeyboard, launchBrowser, shownOption, waitForPageReady, watchErrors } from './browser';

const url = new URL('/workflow-automation', inject('baseUrl')).href;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openPage(options: Parameters<Browser['newContext']>[0] = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(url);
  await waitForPageReady(page);
  return { context, page, errors };
}

async function openBuilder(page: Page) {
  await page.getByRole('tab', { name: 'Workflow Builder' }).click();
  await page.getByRole('application', { name: /^Workflow canvas/ }).waitFor();
}

const step = (page: Page, name: string | RegExp) => page.getByRole('group', { name });
const announcement = (page: Page) => page.getByTestId('builder-announcement');

/**
 * A connection a person can see: its line has a box on screen, and the point halfway along it is
 * that connection when the browser asks what is there (a line in a 0-wide layer hits nothing).
 */
const lineIsDrawn = (connection: Locator) =>
  connection.evaluate((edge) => {
    const path = edge.querySelector<SVGPathElement>('.react-flow__edge-path');
    if (!path?.ownerSVGElement) return 'no line';
    const box = path.getBoundingClientRect();
    if (box.width + box.height < 20) return `line of ${box.width} x ${box.height}`;
    if (path.ownerSVGElement.getBoundingClientRect().width === 0) return 'layer 0 wide';
    path.scrollIntoView({ block: 'center', inline: 'center' });
    const middle = path.getPointAtLength(path.getTotalLength() / 2);
    const onScreen = new DOMPoint(middle.x, middle.y).matrixTransform(path.getScreenCTM()!);
    const found = document.elementFromPoint(onScreen.x, onScreen.y);
    return found?.closest('.react-flow__edge') === edge ? 'drawn' : `hidden under ${found?.outerHTML.slice(0, 80)}`;
  });
const center = async (locator: Locator) => {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, box };
};

describe('My Workflows', () => {
  it('pauses and plays a workflow, keeping focus on the button', async () => {
    const { context, page, errors } = await openPage();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'New Lead Welcome' }) });
    await expect.poll(() => card.getByText('Active', { exact: true }).count()).toBe(1);

    await page.getByRole('button', { name: 'Pause New Lead Welcome' }).click();
    await expect.poll(() => card.getByText('Inactive', { exact: true }).count()).toBe(1);
    const activate = page.getByRole('button', { name: 'Activate New Lead Welcome' });
    await expect.poll(() => activate.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect.poll(() => page.getByText('Active workflows').locator('..').innerText()).toContain('1 of 4');

    await page.keyboard.press('Enter');
    await expect.poll(() => card.getByText('Active', { exact: true }).count()).toBe(1);
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'New Lead Welcome is active.' }).count())
      .toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('deletes a workflow, moves focus to its neighbour, and undoes in place', async () => {
    const { context, page, errors } = await openPage();
    const names = () =>
      page.getByRole('list', { name: 'My workflows' }).getByRole('heading', { level: 3 }).allInnerTexts();
    const before = await names();
    expect(before).toEqual(['New Lead Welcome', 'Abandoned Cart Recovery', 'Review Request', 'Appointment Reminders']);

    await page.getByRole('button', { name: 'Delete Review Request' }).click();
    await expect.poll(names).toEqual(['New Lead Welcome', 'Abandoned Cart Recovery', 'Appointment Reminders']);
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Deleted “Review Request”.' }).count()).toBe(1);
    // The card's buttons are gone: focus is on Undo, which says what it undoes.
    const focused = () => page.evaluate(() => document.activeElement?.textContent);
    await expect.poll(focused).toBe('Undo');
    await page.keyboard.press('Enter');
    await expect.poll(names).toEqual(before);
    await expect.poll(focused).toBe('Review Request');
    await expect.poll(() => page.getByRole('button', { name: 'Undo' }).count()).toBe(0);
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Review Request restored.' }).count()).toBe(1);

    // Escape closes the toast; the deletion stands and focus goes to the card that took its place.
    await page.getByRole('button', { name: 'Delete Abandoned Cart Recovery' }).click();
    await expect.poll(focused).toBe('Undo');
    await page.keyboard.press('Escape');
    await expect.poll(focused).toBe('Review Request');
    await expect.poll(names).toEqual(['New Lead Welcome', 'Review Request', 'Appointment Reminders']);
    await expect.poll(() => page.getByRole('button', { name: 'Undo' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('Workflow Builder', () => {
  it('loads the canvas code only when the builder tab opens', async () => {
    const { context, page, errors } = await openPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    expect(await page.locator('.react-flow').count()).toBe(0);
    const loadedScripts = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => entry.name),
    );
    expect(loadedScripts.some((name) => name.includes('WorkflowBuilder'))).toBe(false);

    await openBuilder(page);
    expect(requested.some((name) => /WorkflowBuilder-[\w-]+\.js$/.test(name))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('places a node dragged from the palette at the drop point', async () => {
    const { context, page, errors } = await openPage();
    await openBuilder(page);
    const pane = page.locator('.react-flow__pane');
    await pane.scrollIntoViewIfNeeded();
    const size = (await pane.boundingBox())!;
    const target = { x: Math.round(size.width * 0.6), y: Math.round(Math.min(size.height, 400) * 0.5) };

    await page.locator('[data-node-kind="action"]').dragTo(pane, { targetPosition: target });

    const node = step(page, 'Action 1, Action step');
    await node.waitFor();
    // Centred on the pointer: on the empty canvas (origin at the pane's corner, zoom 1) the step's
    // top-left is the drop point less half a step.
    const [, x, y] = /translate\(([-\d.]+)px, ([-\d.]+)px\)/.exec((await node.getAttribute('style')) ?? '')!;
    expect(Math.abs(Number(x) - (target.x - workflowBuilder.nodeSize.width / 2))).toBeLessThanOrEqual(1);
    expect(Math.abs(Number(y) - (target.y - workflowBuilder.nodeSize.height / 2))).toBeLessThanOrEqual(1);
    expect(await page.locator('.react-flow__viewport').getAttribute('style')).toContain('translate(0px, 0px) scale(1)');
    const dropped = await center(node);
    await expect.poll(() => announcement(page).innerText()).toBe('Added Action 1.');

    // Moved with the mouse.
    await page.mouse.move(dropped.x, dropped.y);
    await page.mouse.down();
    await page.mouse.move(dropped.x - 120, dropped.y + 60, { steps: 8 });
    await page.mouse.up();
    const [, movedX, movedY] = /translate\(([-\d.]+)px, ([-\d.]+)px\)/.exec((await node.getAttribute('style')) ?? '')!;
    // (React Flow starts the drag after a small threshold, so allow a step's worth of slack.)
    expect(Number(x) - Number(movedX)).toBeGreaterThan(90);
    expect(Number(movedY) - Number(y)).toBeGreaterThan(40);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('draws a connection made with the mouse, from a step handle to another', async () => {
    const { context, page, errors } = await openPage();
    await openBuilder(page);
    await page.getByRole('button', { name: 'Add Trigger' }).click();
    await page.getByRole('button', { name: 'Add Action' }).click();
    const trigger = step(page, 'Trigger 1, Trigger step');
    const action = step(page, 'Action 1, Action step');
    await action.waitFor();
    await trigger.scrollIntoViewIfNeeded();
    // The view fits itself to the new steps: wait until the step stops moving.
    let last = '';
    await expect
      .poll(async () => {
        const now = JSON.stringify(await action.boundingBox());
        const still = now === last;
        last = now;
        return still;
      })
      .toBe(true);
    const from = await center(trigger.locator('.react-flow__handle.source'));
    const to = await center(action.locator('.react-flow__handle.target'));
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 10 });
    await page.mouse.up();
    await expect.poll(() => announcement(page).innerText()).toBe('Connected Trigger 1 to Action 1.');
    await expect.poll(() => lineIsDrawn(step(page, 'Connection from Trigger 1 to Action 1')), { timeout: 10_000 }).toBe('drawn');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('adds, connects, moves and removes steps from the keyboard', async () => {
    const { context, page, errors } = await openPage();
    await openBuilder(page);

    await page.getByRole('button', { name: 'Add Trigger' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Add Action' }).focus();
    await page.keyboard.press('Enter');
    const trigger = step(page, 'Trigger 1, Trigger step');
    const action = step(page, 'Action 1, Action step');
    await action.waitFor();
    // The second lands beside the first, not on top of it (polled: the view is fitting itself).
    await expect
      .poll(async () => {
        const [t, a] = [(await trigger.boundingBox())!, (await action.boundingBox())!];
        return a.x >= t.x + t.width || a.y >= t.y + t.height;
      })
      .toBe(true);

    await chooseByKeyboard(page, page.getByRole('combobox', { name: 'From step' }), 'Trigger 1');
    await chooseByKeyboard(page, page.getByRole('combobox', { name: 'To step' }), 'Action 1');
    await page.getByRole('button', { name: 'Connect', exact: true }).focus();
    await page.keyboard.press('Enter');
    await step(page, 'Connection from Trigger 1 to Action 1').waitFor();
    await expect.poll(() => announcement(page).innerText()).toBe('Connected Trigger 1 to Action 1.');
    await expect.poll(() => lineIsDrawn(step(page, 'Connection from Trigger 1 to Action 1')), { timeout: 10_000 }).toBe('drawn');
    // The same connection again is refused with a reason.
    await chooseByKeyboard(page, page.getByRole('combobox', { name: 'To step' }), 'Action 1');
    await page.getByRole('button', { name: 'Connect', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByText('Those steps are already connected.').count()).toBeGreaterThan(0);
    // Choosing the To step as the From step takes it out of To's list: To shows no choice, and Connect asks for both steps
    // (not "cannot connect to itself" about a choice the page no longer shows).
    await chooseByKeyboard(page, page.getByRole('combobox', { name: 'From step' }), 'Action 1');
    expect(await shownOption(page.getByRole('combobox', { name: 'To step' }))).toBe('Choose a step');
    await page.getByRole('button', { name: 'Connect', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByText('Choose the two steps to connect.').count()).toBeGreaterThan(0);

    // Move: focus the step, Enter selects it, arrow keys move it.
    await action.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => action.getAttribute('class')).toContain('selected');
    // The step's position on the canvas (its translate), whatever the page scroll or the view does.
    const onCanvas = async () => {
      const [, x, y] = /translate\(([-\d.]+)px, ([-\d.]+)px\)/.exec((await action.getAttribute('style')) ?? '')!;
      return { x: Number(x), y: Number(y) };
    };
    const start = await onCanvas();
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('ArrowDown');
    const end = await onCanvas();
    // React Flow moves 5 units a press, four times that with Shift.
    expect(end).toEqual({ x: start.x + 80, y: start.y + 5 });

    // Remove with the Delete key: the step and its connection go.
    await page.keyboard.press('Delete');
    await expect.poll(() => action.count()).toBe(0);
    await expect.poll(() => step(page, 'Connection from Trigger 1 to Action 1').count()).toBe(0);
    await expect.poll(() => announcement(page).innerText()).toBe('Removed Action 1.');

    // And with the button, for the trigger.
    await trigger.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Remove selected' }).click();
    await expect.poll(() => trigger.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps a saved workflow across a reload', async () => {
    const { context, page, errors } = await openPage();
    await openBuilder(page);
    await page.getByRole('button', { name: 'Add Trigger' }).click();
    await page.getByRole('button', { name: 'Add Delay' }).click();
    await page.getByRole('textbox', { name: 'Workflow name' }).fill('Spring promotion');
    await expect.poll(() => page.getByTestId('save-state').innerText()).toBe('Not saved yet');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.getByTestId('save-state').innerText()).toBe('All changes saved');

    await page.reload();
    await waitForPageReady(page);
    await openBuilder(page);
    await step(page, 'Trigger 1, Trigger step').waitFor();
    await step(page, 'Delay 1, Delay step').waitFor();
    expect(await page.getByRole('textbox', { name: 'Workflow name' }).inputValue()).toBe('Spring promotion');
    await expect.poll(() => announcement(page).innerText()).toContain('Restored “Spring promotion” (2 steps)');
    await expect.poll(() => page.getByTestId('save-state').innerText()).toBe('All changes saved');
    await page.getByRole('button', { name: 'Add Action' }).click();
    await expect.poll(() => page.getByTestId('save-state').innerText()).toBe('Unsaved changes');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Test Run highlights each step in order, also with reduced motion', async () => {
    const { context, page, errors } = await openPage({ reducedMotion: 'reduce' });
    await page.getByRole('tab', { name: 'Templates' }).click();
    await page.getByRole('button', { name: 'Use Template for Review Request' }).click();
    await page.getByRole('application', { name: /^Workflow canvas/ }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Workflow builder');

    const graph = sampleWorkflowTemplateGraphs['tpl-4'];
    const expected = walkOrder(graph);
    const seen: string[] = [];
    await page.getByRole('button', { name: 'Test Run' }).click();
    await expect
      .poll(
        async () => {
          const id = await page
            .locator('.react-flow__node:has([data-run-status="active"])')
            .getAttribute('data-id', { timeout: 50 })
            .catch(() => null);
          if (id && seen.at(-1) !== id) seen.push(id);
          return page.locator('[data-run-status="done"]').count();
        },
        { timeout: workflowBuilder.testRunStepMs * (expected.length + 3), interval: 100 },
      )
      .toBe(expected.length * 2); // every node, and its row in the run-order list
    expect(seen).toEqual(expected);
    await expect.poll(() => announcement(page).innerText()).toBe('Test run finished: all 4 connected steps ran.');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('refuses to Test Run without a trigger, and says why', async () => {
    const { context, page, errors } = await openPage();
    await openBuilder(page);
    await page.getByRole('button', { name: 'Add Action' }).click();
    await page.getByRole('button', { name: 'Test Run' }).click();
    await expect.poll(() => page.getByText('Test Run cannot start', { exact: true }).count()).toBe(1);
    await expect
      .poll(() => announcement(page).innerText())
      .toBe('Test run cannot start. A workflow needs a trigger to start. Add one from the palette.');
    expect(await page.locator('[data-run-status="active"]').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('Templates and accessibility', () => {
  it('opens a template in the builder with all its steps', async () => {
    const { context, page, errors } = await openPage();
    await page.getByRole('tab', { name: 'Templates' }).click();
    for (const popularity of ['95%', '87%', '92%', '78%'])
      expect(await page.getByText(popularity, { exact: true }).count()).toBe(1);
    await page.getByRole('button', { name: 'Use Template for Lead Nurturing Sequence' }).click();
    await expect.poll(() => page.locator('.react-flow__node').count()).toBe(7);
    expect(await page.getByRole('textbox', { name: 'Workflow name' }).inputValue()).toBe('Lead Nurturing Sequence');
    await expect.poll(() => lineIsDrawn(step(page, 'Connection from Opened the email? to Send an SMS follow-up')), { timeout: 10_000 }).toBe('drawn');
    // Another template replaces it.
    await page.getByRole('tab', { name: 'Templates' }).click();
    await page.getByRole('button', { name: 'Use Template for Customer Onboarding' }).click();
    await expect.poll(() => page.locator('.react-flow__node').count()).toBe(6);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(['light', 'dark'] as const)('has no axe violation on any tab (%s)', async (colorScheme) => {
    const { context, page, errors } = await openPage({ colorScheme });
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Templates' }).click();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Use Template for Abandoned Cart Recovery' }).click();
    await page.locator('.react-flow__node').first().waitFor();
    await page.locator('.react-flow__minimap').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // Mid test run too, with its badges and highlighted connection.
    await page.getByRole('button', { name: 'Test Run' }).click();
    await page.locator('[data-run-status="active"]').first().waitFor();
    await page.waitForTimeout(workflowBuilder.testRunStepMs);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a long workflow readable on a phone: the first steps at a readable size, the rest a pan away', async () => {
    const { context, page, errors } = await openPage({ viewport: { width: 390, height: 844 } });
    await page.getByRole('tab', { name: 'Templates' }).click();
    await page.getByRole('button', { name: 'Use Template for Customer Onboarding' }).click();
    const nodes = page.locator('.react-flow__node');
    await expect.poll(() => nodes.count(), { timeout: 15_000 }).toBe(6);
    const canvas = page.getByRole('application', { name: /^Workflow canvas/ });
    const rendered = async () => {
      const frame = (await canvas.boundingBox())!;
      const boxes = await nodes.evaluateAll((elements) =>
        elements.map((element) => {
          const box = element.getBoundingClientRect();
          return { top: box.top, bottom: box.bottom, width: box.width };
        }),
      );
      return {
        // Drawn width over the step's width in canvas units: the zoom a person sees.
        zoom: Math.min(...boxes.map((box) => box.width)) / workflowBuilder.nodeSize.width,
        inside: boxes.filter((box) => box.top >= frame.y && box.bottom <= frame.y + frame.height).length,
        // The trigger, at the top of the template, is the first step a person sees.
        topmostInView: Math.min(...boxes.map((box) => box.top)) >= frame.y,
      };
    };
    // The fit animates: wait until it settles at a readable zoom with the trigger in view.
    await expect
      .poll(async () => (await rendered()).zoom, { timeout: 15_000 })
      .toBeGreaterThanOrEqual(workflowBuilder.minReadableZoom - 0.01);
    const first = await rendered();
    expect(first.inside).toBeGreaterThanOrEqual(2);
    expect(first.inside).toBeLessThan(6);
    expect(first.topmostInView).toBe(true);
    // "Fit all steps in view" still shows all six, smaller.
    await page.getByRole('button', { name: 'Fit all steps in view' }).click();
    await expect.poll(async () => (await rendered()).inside, { timeout: 15_000 }).toBe(6);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits a phone screen without sideways scrolling', async () => {
    const { context, page, errors } = await openPage({ viewport: { width: 390, height: 844 } });
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBe(0);
    await openBuilder(page);
    await page.getByRole('button', { name: 'Add Trigger' }).click();
    await step(page, 'Trigger 1, Trigger step').waitFor();
    expect(await overflow()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
