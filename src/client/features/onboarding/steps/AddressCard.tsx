import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { addressTexts } from '../../../../domain/i18n/generated/en/address';
import { useTexts } from '../../../i18n/useTexts';
import { SectionCard } from '../../../design/cards';

export interface AddressLines {
  streetAddress: string;
  unit?: string | null;
  city: string;
  state: string;
  zip: string;
}

/**
 * The address the tenant picked (or that was validated), as plain lines, with the partnered
 * property's manager when the address is one. Shown where there is no real map (no Google key):
 * a drawn map without tiles would only be a grey grid.
 */
export function AddressCard({
  address,
  title,
  manager,
  buildingName,
}: {
  address: AddressLines;
  title?: string;
  manager?: string | null;
  buildingName?: string | null;
}) {
  const t = useTexts(addressTexts);
  const unit = address.unit?.trim();
  return (
    <Box sx={{ my: 2 }}>
      <SectionCard title={title ?? t('yourAddress')} titleComponent="h2">
        <Typography component="address" sx={{ fontStyle: 'normal' }} data-testid="address-card">
          {/* The tenant's data: no translator's (nor the pseudo-locale gate's) business. */}
          <span translate="no">{address.streetAddress}</span>
          {unit ? (
            <>
              {', '}
              {/^\d/.test(unit) ? t('unitNumber', { unit }) : <span translate="no">{unit}</span>}
            </>
          ) : null}
          <br />
          <span translate="no">{`${address.city}, ${address.state} ${address.zip}`}</span>
        </Typography>
        {manager ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {buildingName
              ? t('managedByBuilding', { manager, building: buildingName })
              : t('managedBy', { manager })}
          </Typography>
        ) : null}
      </SectionCard>
    </Box>
  );
}
