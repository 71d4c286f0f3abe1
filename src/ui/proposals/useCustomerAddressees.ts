import { useRef } from 'react';
import { proposalCustomer } from '../../machines/records/proposals.logic.ts';
import { useCommand } from '../components/useCommand.ts';
import type { FormHandle } from '../components/useForm.ts';
import { customerAddressees, withCustomerAddressees } from './customerAddressees.ts';
import type { AddresseeValues, ProposalFormValues } from './proposalForm.ts';

/**
 * On a new proposal, choosing the customer fills the addressees from its card (customerAddressees.ts); the edit
 * screen never does (saving unchanged changes nothing). A customer whose card cannot be read (no permission, gone)
 * leaves the addressees as they are: the person types them, as before.
 */
export const useCustomerAddressees = <Result,>(form: FormHandle<ProposalFormValues, Result>, enabled: boolean): ((customerId: string | null) => void) => {
  // What the last choice filled, to tell an untouched line (replaced by the next choice) from one the person changed.
  const filled = useRef<readonly AddresseeValues[]>([]);
  // The form as it is now: a lookup answers after renders that this closure did not see.
  const values = () => form.actor.getSnapshot().context.values;
  const apply = (fill: readonly AddresseeValues[]) => {
    form.change('addressees', withCustomerAddressees(values().addressees, filled.current, fill));
    filled.current = fill;
  };
  const latest = useRef<(customerId: number) => void>(() => undefined);
  const lookup = useCommand(proposalCustomer, {
    onDone: (customerId, customer) => {
      const chosen = values().customerId;
      if (chosen === String(customerId)) apply(customerAddressees(customer));
      // Changed again while this one was read: read the one chosen now (one lookup runs at a time).
      else if (chosen !== null) queueMicrotask(() => latest.current(Number(chosen)));
    },
  });
  latest.current = lookup.run;
  return (customerId) => {
    if (!enabled) return;
    if (customerId === null) apply([]);
    else lookup.run(Number(customerId));
  };
};
