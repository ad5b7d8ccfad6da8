/** Dots of one colour: x, y pairs in the canvas's pixels. */
export type DotGroup = { colour: string; points: Float32Array };
/** What the page tells the drawing worker: its canvas once, then what to draw on it at what size. */
export type DotsMessage = { canvas: OffscreenCanvas } | { width: number; height: number; groups: DotGroup[] };

export const DOT_RADIUS = 12;
export const DOT_OUTLINE = 3;

type Context = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/** Draws the dots colour by colour: one path, one fill and one stroke per colour, however many vehicles. */
export function drawDots(context: Context, groups: DotGroup[]): void {
  context.clearRect(0, 0, context.canvas.width, context.canvas.height);
  context.lineWidth = DOT_OUTLINE;
  context.strokeStyle = 'white';
  for (const { colour, points } of groups) {
    context.beginPath();
    for (let i = 0; i < points.length; i += 2) {
      context.moveTo(points[i]! + DOT_RADIUS, points[i + 1]!);
      context.arc(points[i]!, points[i + 1]!, DOT_RADIUS, 0, 2 * Math.PI);
    }
    context.fillStyle = colour;
    context.fill();
    context.stroke();
  }
}
