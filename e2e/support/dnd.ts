import type { Page } from '@playwright/test';

/**
 * Resolves once dnd-kit's keyboard sensor listens for the arrow keys of a drag just picked up.
 *
 * The sensor announces the pick-up at once but adds its keydown listener in a `setTimeout(…, 0)`
 * (KeyboardSensor.attach in @dnd-kit/core). Chromium runs input before timers, so an arrow key sent
 * by a test as soon as "Picked up …" shows can arrive before that listener and be lost; under CI
 * load it was. A timer queued now fires after the sensor's (same delay, queued later), so when it
 * has fired the next key is heard. Call it after seeing the pick-up's announcement.
 */
export async function keyboardDragReady(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}

/**
 * Resolves once dnd-kit has stopped swallowing clicks after a pointer drag that ended.
 *
 * When a drag ends the pointer sensor keeps, for 50 ms, a capture-phase click listener on the
 * document that stops the click a drop can cause (AbstractPointerSensor.detach in @dnd-kit/core:
 * `setTimeout(removeAll, 50)`). A test that clicks a button within those 50 ms loses the click, as
 * the dashboard designer's "Add a Links widget" once did under CI load; a person never clicks that
 * fast. A 50 ms timer queued now fires after the sensor's, so when it has fired clicks reach the
 * page again. Call it after `mouse.up()` of a drag, before the next click.
 */
export async function pointerDragSettled(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));
}
