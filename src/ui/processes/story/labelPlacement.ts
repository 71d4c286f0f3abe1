import type { Box, Point } from '../layout/diagramLayout.ts';

/**
 * Where the action numbers of the narrow (numbered) diagram go. ELK lays the statuses and arrows out without them
 * (as ELK labels they would widen every layer past a phone's width); each number is then put on or beside its own
 * arrow where it covers no status, no start dot and no other number, and crosses as few other arrows as it can
 * (issue 35: on the busiest diagrams the numbers of an arrow and of the arrow back sat on each other).
 */

export type LabelRequest = { readonly id: string; readonly points: readonly Point[]; readonly size: { readonly width: number; readonly height: number } };

/** The room kept between a number and what it must not touch, and between a number beside an arrow and the arrow. */
const GAP = 2;
/** Positions tried along each piece of an arrow, the middle first. */
const ALONG = [0.5, 0.35, 0.65, 0.2, 0.8, 0.1, 0.9, 0, 1] as const;

export const boxesMeet = (a: Box, b: Box, gap = 0): boolean =>
  a.x < b.x + b.width + gap && b.x < a.x + a.width + gap && a.y < b.y + b.height + gap && b.y < a.y + a.height + gap;

const segmentBox = (from: Point, to: Point): Box => ({ x: Math.min(from.x, to.x), y: Math.min(from.y, to.y), width: Math.abs(to.x - from.x), height: Math.abs(to.y - from.y) });

const pieces = (points: readonly Point[]) =>
  points.slice(1).flatMap((to, index) => {
    const from = points[index];
    return from ? [{ from, to, length: Math.hypot(to.x - from.x, to.y - from.y) }] : [];
  });

/** The boxes a number may take on one arrow, in order of preference: on the line, then beside it, longer pieces first. */
const candidates = (request: LabelRequest): Box[] => {
  const { width, height } = request.size;
  return [...pieces(request.points)]
    .sort((a, b) => b.length - a.length)
    .flatMap(({ from, to }) => {
      const vertical = Math.abs(to.x - from.x) < Math.abs(to.y - from.y);
      return ALONG.flatMap((t) => {
        const x = from.x + (to.x - from.x) * t;
        const y = from.y + (to.y - from.y) * t;
        const on = { x: x - width / 2, y: y - height / 2, width, height };
        // Beside the line, level with the point, then slid along the line by half the number's size either way.
        const beside = vertical
          ? [x + GAP + 1, x - width - GAP - 1].flatMap((left) => [0, -0.5, 0.5].map((slide) => ({ ...on, x: left, y: on.y + slide * height })))
          : [y + GAP + 1, y - height - GAP - 1].flatMap((top) => [0, -0.5, 0.5].map((slide) => ({ ...on, y: top, x: on.x + slide * width })));
        return [on, ...beside];
      });
    });
};

const SEARCH_BUDGET = 20_000;

/**
 * A box for every request inside `bounds`, none meeting an obstacle or another, each as near the middle of its own
 * arrow and crossing as few other arrows as the others allow (a search over the free places, the preferred first).
 * Where there is no such placement, each number in turn takes the place meeting fewest (the layout test then fails,
 * so that a diagram drawn that way is noticed).
 */
export const placeLabels = (requests: readonly LabelRequest[], obstacles: readonly Box[], bounds: Box): ReadonlyMap<string, Box> => {
  const lines = requests.map((request) => ({ id: request.id, boxes: pieces(request.points).map(({ from, to }) => segmentBox(from, to)) }));
  const inside = (box: Box) => box.x >= bounds.x && box.y >= bounds.y && box.x + box.width <= bounds.x + bounds.width && box.y + box.height <= bounds.y + bounds.height;
  const options = requests.map((request) =>
    candidates(request)
      .map((box, order) => ({
        box,
        order,
        blocked: obstacles.filter((other) => boxesMeet(box, other, GAP)).length + (inside(box) ? 0 : 1),
        crossed: lines.filter((line) => line.id !== request.id && line.boxes.some((piece) => boxesMeet(box, piece))).length,
      }))
      .sort((a, b) => a.blocked - b.blocked || a.crossed - b.crossed || a.order - b.order),
  );
  // The arrows with fewest free places go first: they have least choice.
  const free = options.map((list) => list.filter((option) => option.blocked === 0));
  const order = requests.map((_, index) => index).sort((a, b) => (free[a]?.length ?? 0) - (free[b]?.length ?? 0));
  const chosen = new Map<number, Box>();
  let budget = SEARCH_BUDGET;
  const search = (depth: number): boolean => {
    const index = order[depth];
    if (index === undefined) return true;
    for (const option of free[index] ?? []) {
      if (--budget < 0) return false;
      if ([...chosen.values()].some((other) => boxesMeet(option.box, other, GAP))) continue;
      chosen.set(index, option.box);
      if (search(depth + 1)) return true;
      chosen.delete(index);
    }
    return false;
  };
  if (!search(0)) {
    chosen.clear();
    for (const index of order) {
      const best = [...(options[index] ?? [])].sort((a, b) => {
        const meets = (box: Box) => [...chosen.values()].filter((other) => boxesMeet(box, other, GAP)).length;
        return a.blocked + meets(a.box) - (b.blocked + meets(b.box)) || a.crossed - b.crossed || a.order - b.order;
      })[0];
      if (best) chosen.set(index, best.box);
    }
  }
  return new Map([...chosen].flatMap(([index, box]) => {
    const request = requests[index];
    return request ? [[request.id, box] as const] : [];
  }));
};
