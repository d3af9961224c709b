import Box from '@mui/material/Box';
import { brandLogoUrl, brandName } from './brand';

/**
 * The brand's logo and name. The image is decorative (alt=''): the name beside it is the text a
 * screen reader reads, so the link around it is named by the brand.
 */
export function BrandLogo({ size = 32, inverse = false }: { size?: number; inverse?: boolean }) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: inverse ? '#ffffff' : 'primary.main',
        fontWeight: 750,
        fontSize: size >= 40 ? '1.5rem' : '1.25rem',
        letterSpacing: '-0.01em',
        lineHeight: 1,
      }}
    >
      <img
        src={brandLogoUrl}
        alt=""
        width={size}
        height={size}
        style={{ borderRadius: size / 4.5, boxShadow: inverse ? '0 0 0 1px #ffffff55' : undefined }}
      />
      {brandName}
    </Box>
  );
}
