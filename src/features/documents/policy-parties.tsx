// A policy's drivers and vehicles (issue 10, point 5). Work in progress: the final component replaces this stub.
export function PolicyParties({ policyId }: { policyId: string }) {
  return <section data-policy-id={policyId} />;
}
