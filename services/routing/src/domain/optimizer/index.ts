export { DistanceMatrix } from './distance-matrix';
export { type Coordinates, haversineMiles } from './haversine';
export { nearestNeighbourPath } from './nearest-neighbour';
export {
  type OptimizedRoute,
  optimize,
  type RouteToOptimize,
  routePoints,
  type StopToOrder,
} from './optimize';
export { type Area, maineArea, randomPoint, randomRoute, seededRandom } from './random-stops';
