import type { Route } from '@pickup/contracts/schemas';
import type { MapPoint } from '../../../components/map/path-map';

type LatLng = [number, number];

export interface RoutePath {
  points: MapPoint[];
  /** Start → the due stops in order → the end (or back to the start). */
  path: LatLng[];
  /** Customers on the route whose address has no coordinates yet: listed beside the map. */
  unplaced: string[];
}

const at = (point: { latitude: number; longitude: number }): LatLng => [point.latitude, point.longitude];

/** A route occurrence as a map draws it: where it starts and ends, its stops, and the way between. */
export function routePath(route: Route): RoutePath {
  const due = new Set(route.dueStopIds);
  const points: MapPoint[] = [];
  const path: LatLng[] = [];
  const unplaced: string[] = [];

  if (route.startPoint) {
    const start = at(route.startPoint);
    points.push({
      id: 'start',
      position: start,
      mark: 'S',
      title: `Start: ${route.startLocation || route.startAddress || 'start'}`,
      detail: route.startAddress,
      tone: 'start',
    });
    path.push(start);
  }
  for (const stop of route.stops) {
    if (!stop.location) {
      unplaced.push(stop.customerName);
      continue;
    }
    const position = at(stop.location);
    const isDue = due.has(stop.id);
    points.push({
      id: stop.id,
      position,
      mark: String(stop.order),
      title: [
        `Stop ${stop.order}: ${stop.customerName}`,
        isDue ? '' : ' (not due this day)',
        stop.location.precision === 'zone' ? ' (placed at its town)' : '',
      ].join(''),
      detail: stop.address,
      tone: isDue ? 'stop' : 'muted',
    });
    if (isDue) path.push(position);
  }
  const end = route.endPoint ?? route.startPoint;
  if (route.endPoint) {
    points.push({
      id: 'end',
      position: at(route.endPoint),
      mark: 'E',
      title: `End: ${route.endLocation || route.endAddress || 'end'}`,
      detail: route.endAddress,
      tone: 'end',
    });
  }
  if (end && path.length > 1) path.push(at(end));
  return { points, path, unplaced };
}
