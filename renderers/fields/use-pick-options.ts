// The account's saved entries of one `x-picker` source (formContext.pickOptions), loaded when the
// field mounts or the source changes; an answer that comes after unmount or a change is dropped.
import { useEffect, useState } from 'react';
import type { LookupFormContext, PickOption } from './lookup-context.ts';

type PickOptionsState = PickOption[] | 'loading' | 'failed';

export function usePickOptions(pickOptions: LookupFormContext['pickOptions'], source: string): PickOptionsState {
  const [options, setOptions] = useState<PickOptionsState>('loading');
  useEffect(() => {
    if (!pickOptions) return;
    let live = true;
    pickOptions(source).then(
      (list) => live && setOptions(list),
      () => live && setOptions('failed'),
    );
    return () => {
      live = false;
    };
  }, [pickOptions, source]);
  return options;
}
