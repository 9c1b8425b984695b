import { routingMessages } from '@pickup/contracts/constants';
import type { Route } from '@pickup/contracts/schemas';
import { useToast } from '../../../components/toast/toast-context';
import {
  useCompleteRouteMutation,
  useOptimizeRouteMutation,
  useRemoveRouteExceptionMutation,
  useStartRouteMutation,
} from '../api/routes-api';
import { longDay } from '../utils/dates';
import { failureToast, optimizeFailureToast, successToast } from '../utils/messages';

/**
 * The one-click actions on a route occurrence, each with the spec's toasts: Optimize, Start Route,
 * Complete Route, and undoing a one-off skip or move. Each answers the route as it now is, or null on failure.
 */
export function useRouteActions() {
  const { toast } = useToast();
  const [optimizeRoute, optimizing] = useOptimizeRouteMutation();
  const [startRoute, starting] = useStartRouteMutation();
  const [completeRoute, completing] = useCompleteRouteMutation();
  const [removeException, restoring] = useRemoveRouteExceptionMutation();

  const optimize = async (route: Route): Promise<Route | null> => {
    const result = await optimizeRoute(route.id);
    if (result.error) {
      toast(optimizeFailureToast(result.error));
      return null;
    }
    toast(
      successToast(routingMessages.routeOptimized, routingMessages.reorderedStops(result.data.reordered)),
    );
    return result.data.route;
  };

  const start = async (route: Route): Promise<Route | null> => {
    const result = await startRoute({ id: route.id, date: route.date });
    if (result.error) {
      toast(failureToast(result.error, routingMessages.startFailed));
      return null;
    }
    toast(successToast(routingMessages.routeStarted, `${route.name} is on its way.`));
    return result.data;
  };

  const complete = async (route: Route): Promise<Route | null> => {
    const result = await completeRoute({ id: route.id, date: route.date });
    if (result.error) {
      toast(failureToast(result.error, 'Failed to complete route.'));
      return null;
    }
    toast(successToast(routingMessages.routeCompleted, `${route.name} is done for ${longDay(route.date)}.`));
    return result.data;
  };

  /** Undoes the skip or move of the occurrence planned for that day. */
  const undoChange = async (route: Route, plannedDay: string): Promise<Route | null> => {
    const result = await removeException({ id: route.id, date: plannedDay });
    if (result.error) {
      toast(failureToast(result.error, routingMessages.updateFailed));
      return null;
    }
    toast(successToast(routingMessages.routeUpdated, `${route.name} runs on ${longDay(plannedDay)} again.`));
    return result.data;
  };

  return {
    optimize,
    start,
    complete,
    undoChange,
    busy: optimizing.isLoading || starting.isLoading || completing.isLoading || restoring.isLoading,
  };
}
