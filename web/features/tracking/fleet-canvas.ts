import L from 'leaflet';
import { DOT_OUTLINE, DOT_RADIUS, drawDots, type DotGroup, type DotsMessage } from './fleet-dots.ts';

/** A vehicle's dot: where it is and its state's colour. */
export type Dot = { vehicleId: number; latLng: L.LatLng; colour: string };

/** Drawn beyond each edge of the view, as a share of it, so a short drag shows no empty margin. */
const PADDING = 0.1;

type Painter = { paint: (width: number, height: number, groups: DotGroup[]) => void; stop: () => void };

/** Draws on the canvas: in a worker where the browser can hand a canvas to one, else on the page. */
function painterOf(canvas: HTMLCanvasElement): Painter {
  if (typeof canvas.transferControlToOffscreen !== 'function' || typeof Worker !== 'function') {
    const paint = (width: number, height: number, groups: DotGroup[]) => {
      if (canvas.width !== width || canvas.height !== height) [canvas.width, canvas.height] = [width, height];
      drawDots(canvas.getContext('2d')!, groups);
    };
    return { paint, stop: () => undefined };
  }
  const worker = new Worker(new URL('./fleet-dots.worker.ts', import.meta.url), { type: 'module' });
  const offscreen = canvas.transferControlToOffscreen();
  worker.postMessage({ canvas: offscreen } satisfies DotsMessage, [offscreen]);
  return {
    paint: (width, height, groups) =>
      worker.postMessage(
        { width, height, groups } satisfies DotsMessage,
        groups.map((g) => g.points.buffer),
      ),
    stop: () => worker.terminate(),
  };
}

/**
 * The fleet's dots on one canvas, drawn colour by colour (fleet-dots.ts), at most once an
 * animation frame, in a worker where the browser allows. Leaflet's own markers cost a thousand
 * elements restyled a second, its canvas renderer a thousand styled paths and the canvas's hand-over
 * on the page's thread (measured in docs/decisions/010).
 */
export class FleetCanvas extends L.Layer {
  private dots: Dot[] = [];
  /** The dots as last drawn, with their places in the map's layer pixels (x, y pairs): what a click or the pointer meets. */
  private drawn: { dots: Dot[]; at: Float32Array } = { dots: [], at: new Float32Array() };
  private canvas?: HTMLCanvasElement;
  private painter?: Painter;
  private origin = L.point(0, 0);
  private size = L.point(0, 0);
  private frame?: number;
  private readonly reset = () => this.place();
  private readonly click = (e: L.LeafletMouseEvent) => {
    const dot = this.dotAt(e.containerPoint);
    if (dot) this.onDot(dot.vehicleId);
  };
  private readonly hover = (e: L.LeafletMouseEvent) => {
    this.getPane()!.style.cursor = this.dotAt(e.containerPoint) ? 'pointer' : '';
  };

  constructor(private readonly onDot: (vehicleId: number) => void) {
    super({ pane: 'overlayPane' });
  }

  override onAdd(map: L.Map): this {
    // Hidden while the zoom animates; drawn again at its end.
    this.canvas = L.DomUtil.create('canvas', 'leaflet-zoom-hide', this.getPane());
    this.painter = painterOf(this.canvas);
    map.on('moveend zoomend resize', this.reset).on('click', this.click).on('mousemove', this.hover);
    this.place();
    return this;
  }

  override onRemove(map: L.Map): this {
    map.off('moveend zoomend resize', this.reset).off('click', this.click).off('mousemove', this.hover);
    if (this.frame !== undefined) L.Util.cancelAnimFrame(this.frame);
    this.painter?.stop();
    this.canvas?.remove();
    this.canvas = undefined;
    return this;
  }

  setDots(dots: Dot[]): void {
    this.dots = dots;
    this.frame ??= L.Util.requestAnimFrame(() => this.draw());
  }

  /** The dot under a point of the map's container, the nearest when they overlap; from the places last drawn. */
  dotAt(point: L.Point): Dot | undefined {
    const { x, y } = this._map.containerPointToLayerPoint(point);
    let nearest: Dot | undefined;
    let best = (DOT_RADIUS + DOT_OUTLINE) ** 2;
    this.drawn.dots.forEach((dot, i) => {
      const distance = (this.drawn.at[2 * i]! - x) ** 2 + (this.drawn.at[2 * i + 1]! - y) ** 2;
      if (distance <= best) [nearest, best] = [dot, distance];
    });
    return nearest;
  }

  /** Sizes the canvas to the view and its margins, places it over the view, and draws. */
  private place(): void {
    if (!this.canvas) return;
    const view = this._map.getSize();
    const margin = view.multiplyBy(PADDING).round();
    this.origin = this._map.containerPointToLayerPoint(margin.multiplyBy(-1));
    this.size = view.add(margin.multiplyBy(2));
    L.DomUtil.setPosition(this.canvas, this.origin);
    Object.assign(this.canvas.style, { width: `${this.size.x}px`, height: `${this.size.y}px` });
    this.draw();
  }

  private draw(): void {
    this.frame = undefined;
    const at = new Float32Array(this.dots.length * 2);
    const byColour = new Map<string, number[]>();
    this.dots.forEach((dot, i) => {
      const { x, y } = this._map.latLngToLayerPoint(dot.latLng);
      [at[2 * i], at[2 * i + 1]] = [x, y];
      const points = byColour.get(dot.colour) ?? byColour.set(dot.colour, []).get(dot.colour)!;
      points.push(x - this.origin.x, y - this.origin.y);
    });
    this.drawn = { dots: this.dots, at };
    this.painter?.paint(
      this.size.x,
      this.size.y,
      [...byColour].map(([colour, points]) => ({ colour, points: Float32Array.from(points) })),
    );
  }
}
