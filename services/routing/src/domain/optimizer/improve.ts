import type { DistanceMatrix } from './distance-matrix';

/** A move must shorten the route by more than this (miles): rounding noise never loops forever. */
const minimumGain = 1e-9;

/** Longest run of consecutive stops an Or-opt move relocates. */
const longestSegment = 3;

/**
 * Improves a path in place until neither a 2-opt move nor an Or-opt move shortens it. The first
 * and last points (start and end) stay where they are.
 */
export function improvePath(path: Int32Array, miles: DistanceMatrix): void {
  let improved = true;
  while (improved) {
    const byTwoOpt = twoOptPass(path, miles);
    const byOrOpt = orOptPass(path, miles);
    improved = byTwoOpt || byOrOpt;
  }
}

/** Reverses each stretch of stops whose reversal shortens the path (uncrosses two edges). */
function twoOptPass(path: Int32Array, miles: DistanceMatrix): boolean {
  const last = path.length - 1;
  let improved = false;
  for (let i = 0; i < last - 2; i++) {
    for (let j = i + 2; j < last; j++) {
      const a = pointAt(path, i);
      const b = pointAt(path, i + 1);
      const c = pointAt(path, j);
      const d = pointAt(path, j + 1);
      if (
        miles.between(a, c) + miles.between(b, d) - miles.between(a, b) - miles.between(c, d) <
        -minimumGain
      ) {
        reverse(path, i + 1, j);
        improved = true;
      }
    }
  }
  return improved;
}

/**
 * Moves each run of 1 to 3 consecutive stops, as it is or reversed, to the edge elsewhere in the
 * path where it costs least, when that shortens the path (relocation moves).
 */
function orOptPass(path: Int32Array, miles: DistanceMatrix): boolean {
  const last = path.length - 1;
  let improved = false;
  for (let from = 1; from < last; from++) {
    for (let count = 1; count <= longestSegment && from + count <= last; count++) {
      if (relocateIfShorter(path, miles, from, count)) {
        improved = true;
        break;
      }
    }
  }
  return improved;
}

function relocateIfShorter(path: Int32Array, miles: DistanceMatrix, from: number, count: number): boolean {
  const to = from + count - 1;
  const first = pointAt(path, from);
  const last = pointAt(path, to);
  const before = pointAt(path, from - 1);
  const after = pointAt(path, to + 1);
  const saved = miles.between(before, first) + miles.between(last, after) - miles.between(before, after);
  if (saved <= minimumGain) return false;
  let bestChange = -minimumGain;
  let bestEdge = -1;
  let bestReversed = false;
  for (let edge = 0; edge < path.length - 1; edge++) {
    if (edge >= from - 1 && edge <= to) continue;
    const x = pointAt(path, edge);
    const y = pointAt(path, edge + 1);
    const gap = miles.between(x, y) + saved;
    const change = miles.between(x, first) + miles.between(last, y) - gap;
    if (change < bestChange) {
      [bestChange, bestEdge, bestReversed] = [change, edge, false];
    }
    const changeReversed = miles.between(x, last) + miles.between(first, y) - gap;
    if (count > 1 && changeReversed < bestChange) {
      [bestChange, bestEdge, bestReversed] = [changeReversed, edge, true];
    }
  }
  if (bestEdge < 0) return false;
  relocate(path, from, count, bestEdge, bestReversed);
  return true;
}

/* The path helpers live beside the loops that call them millions of times, where calls stay cheap. */

function pointAt(path: Int32Array, position: number): number {
  const point = path[position];
  if (point === undefined) throw new RangeError(`position ${position} is outside the path`);
  return point;
}

/** Reverses the points from position `first` to `last`, both included. */
function reverse(path: Int32Array, first: number, last: number): void {
  path.subarray(first, last + 1).reverse();
}

/** Moves `count` points from position `from` to between the points now at `edge` and `edge + 1`. */
function relocate(path: Int32Array, from: number, count: number, edge: number, reversed: boolean): void {
  const moving = path.slice(from, from + count);
  if (reversed) moving.reverse();
  if (edge < from) {
    path.copyWithin(edge + 1 + count, edge + 1, from);
    path.set(moving, edge + 1);
  } else {
    path.copyWithin(from, from + count, edge + 1);
    path.set(moving, edge + 1 - count);
  }
}
