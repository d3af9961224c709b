import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
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
  title = 'Your address',
  manager,
  buildingName,
}: {
  address: AddressLines;
  title?: string;
  manager?: string | null;
  buildingName?: string | null;
}) {
  const unit = address.unit?.trim();
  return (
    <Box sx={{ my: 2 }}>
      <SectionCard title={title} titleComponent="h2">
        <Typography component="address" sx={{ fontStyle: 'normal' }} data-testid="address-card">
          {address.streetAddress}
          {unit ? `, ${/^\d/.test(unit) ? `Unit ${unit}` : unit}` : ''}
          <br />
          {`${address.city}, ${address.state} ${address.zip}`}
        </Typography>
        {manager ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {`Managed by ${manager}${buildingName ? ` (${buildingName})` : ''}`}
          </Typography>
        ) : null}
      </SectionCard>
    </Box>
  );
}
