// Sanitised tenant HTML written as TrustedHTML straight to its element (React would turn it into a
// string, which Trusted Types refuse).
import { useLayoutEffect, useMemo, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { runtimeState } from '../state/runtime-state.ts';
import { trustedTenantHtml } from './tenant-html.ts';

export function TenantHtml({ html, className }: { html: string; className?: string }) {
  const element = useRef<HTMLDivElement>(null);
  const { runtime } = useSnapshot(runtimeState);
  const hosts = runtime?.ownHosts;
  const safe = useMemo(() => trustedTenantHtml(html, hosts ?? []), [html, hosts]);
  useLayoutEffect(() => {
    if (element.current) element.current.innerHTML = safe as string;
  }, [safe]);
  return <div ref={element} className={className} />;
}
