import { type Coordinates, haversineMiles } from './haversine';

/**
 * Miles between every pair of points, computed once: the improvement moves read each distance
 * many times over.
 */
export class DistanceMatrix {
  readonly size: number;
  private readonly miles: Float64Array;

  constructor(points: readonly Coordinates[]) {
    this.size = points.length;
    this.miles = new Float64Array(this.size * this.size);
    points.forEach((from, i) =>
      points.forEach((to, j) => {
        if (j > i) {
          const miles = haversineMiles(from, to);
          this.miles[i * this.size + j] = miles;
          this.miles[j * this.size + i] = miles;
        }
      }),
    );
  }

  between(from: number, to: number): number {
    const miles = this.miles[from * this.size + to];
    if (miles === undefined) throw new RangeError(`no point ${from} or ${to} among ${this.size}`);
    return miles;
  }

  /** Length of a path visiting the points in its order. */
  pathMiles(path: Int32Array): number {
    let total = 0;
    let previous: number | undefined;
    for (const point of path) {
      if (previous !== undefined) total += this.between(previous, point);
      previous = point;
    }
    return total;
  }
}
