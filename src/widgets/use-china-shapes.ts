/**
 * The province shapes of the UI kit's China map, shipped with the app (a lazy chunk): the same for every
 * widget and caller, so they are read once per page under a key of their own, never refetched.
 */
import { useQuery } from '@tanstack/react-query';
import { loadChinaShapes } from '../ui/map';
import { useQueryState } from './query';

export function useChinaShapes() {
  return useQueryState(
    useQuery({ queryKey: ['china-shapes'], queryFn: loadChinaShapes, staleTime: Infinity }),
  );
}
