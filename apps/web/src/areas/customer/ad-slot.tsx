interface AdSlotProps {
  adsEnabled: boolean;
}

/**
 * SPEC §2 ads: nothing when the tenant has ads disabled, else the 'Space iklan' placeholder
 * (no ad client or slot is configured in this build). Fixed height: no layout shift.
 */
export function AdSlot({ adsEnabled }: AdSlotProps) {
  if (!adsEnabled) return null;
  return (
    <div
      aria-hidden="true"
      className="mb-4 flex h-16 items-center justify-center rounded-xl border border-dashed border-stone-300 bg-stone-100 text-sm text-stone-600"
    >
      Space iklan
    </div>
  );
}
