// Mail a pink slip (issue 10, point 4). Work in progress: the final component replaces this stub.
export function MailPinkSlip({ policyId }: { policyId: string }) {
  return <section data-policy-id={policyId} />;
}
