import { drawDots, type DotsMessage } from './fleet-dots.ts';

/**
 * Draws the Fleet Map's dots off the page's thread (docs/decisions/010): without a GPU, handing a
 * map-sized canvas to the compositor blocked the page for tens of milliseconds a frame; a canvas
 * drawn here reaches the screen without passing through the page.
 */
let canvas: OffscreenCanvas | undefined;

addEventListener('message', (event: MessageEvent<DotsMessage>) => {
  const message = event.data;
  if ('canvas' in message) {
    canvas = message.canvas;
    return;
  }
  if (!canvas) return;
  if (canvas.width !== message.width || canvas.height !== message.height) [canvas.width, canvas.height] = [message.width, message.height];
  drawDots(canvas.getContext('2d')!, message.groups);
});
