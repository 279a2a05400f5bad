// Draws indicator labels (chart-labels.ts) on the main series: text for the visible bars only,
// each frame, so the cost follows the screen and not the history.
import type {
  IPrimitivePaneRenderer,
  IPrimitivePaneView,
  ISeriesPrimitive,
  SeriesAttachedParameter,
  Time,
  UTCTimestamp,
} from 'lightweight-charts';
import { type ChartLabel, visibleLabels } from './chart-labels';

/** A count sits this far clear of its bar's high (above) or low (below). */
const LABEL_GAP_PX = 4;
const LABEL_FONT = '10px sans-serif';

type DrawTarget = Parameters<IPrimitivePaneRenderer['draw']>[0];

export class LabelsPrimitive implements ISeriesPrimitive<Time> {
  private attachedTo: SeriesAttachedParameter<Time> | null = null;
  private labels: readonly ChartLabel[] = [];
  private color = '';
  private readonly renderer: IPrimitivePaneRenderer = { draw: (target) => this.draw(target) };
  private readonly views: readonly IPrimitivePaneView[] = [{ renderer: () => this.renderer }];

  attached(param: SeriesAttachedParameter<Time>): void {
    this.attachedTo = param;
  }

  detached(): void {
    this.attachedTo = null;
  }

  paneViews(): readonly IPrimitivePaneView[] {
    return this.views;
  }

  /** New labels or colour: drawn on the library's next frame. */
  set(labels: readonly ChartLabel[], color: string): void {
    this.labels = labels;
    this.color = color;
    this.attachedTo?.requestUpdate();
  }

  private draw(target: DrawTarget): void {
    const param = this.attachedTo;
    if (!param || this.labels.length === 0) return;
    const timeScale = param.chart.timeScale();
    const range = timeScale.getVisibleRange();
    if (!range || typeof range.from !== 'number' || typeof range.to !== 'number') return;
    const shown = visibleLabels(this.labels, range.from, range.to);
    target.useMediaCoordinateSpace(({ context }) => {
      context.font = LABEL_FONT;
      context.textAlign = 'center';
      context.fillStyle = this.color;
      for (const label of shown) {
        const x = timeScale.timeToCoordinate(label.time as UTCTimestamp);
        const y = param.series.priceToCoordinate(label.price);
        if (x === null || y === null) continue;
        context.textBaseline = label.above ? 'bottom' : 'top';
        context.fillText(label.text, x, label.above ? y - LABEL_GAP_PX : y + LABEL_GAP_PX);
      }
    });
  }
}
