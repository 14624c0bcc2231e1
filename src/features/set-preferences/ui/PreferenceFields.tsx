import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import type { DatingFilters } from '../model/filters';
import { AGE_RANGE, HEIGHT_RANGE, INCOME_RANGE, INCOME_STEP, PREFERRED_RELIGION_MAX_LENGTH, PROFILE_CHOICES } from '@/shared/config';
import { preferencesTexts } from '../config/texts';
import { formatCentimetres, formatDollars } from '../lib/slider-format';
import { ChoiceField } from './ChoiceField';
import { ChoicesField } from './ChoicesField';
import { DistanceField } from './DistanceField';
import { RangeField } from './RangeField';

interface PreferenceFieldsProps {
  values: DatingFilters;
  onChange: (changes: Partial<DatingFilters>) => void;
  /**
   * Her plan lacks all filters (docs/plans.md, Entitlements): the filters beyond age, distance,
   * gender and relationship goal are shown as saved but cannot be changed, after `lockNotice` (none
   * while her plan is still loading).
   */
  locked: boolean;
  lockNotice: ReactNode;
}

/** Every filter of SPEC §3, with the slider bounds of SPEC §5: the basic ones first. */
export function PreferenceFields({ values, onChange, locked, lockNotice }: PreferenceFieldsProps) {
  const t = preferencesTexts;
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}>
      <RangeField label={t.ageRange} thumbLabels={[t.minAge, t.maxAge]} bounds={AGE_RANGE} value={values.ageRange} onChange={(ageRange) => onChange({ ageRange })} />
      <DistanceField value={values.distance} onChange={(distance) => onChange({ distance })} />
      <ChoicesField label={t.genders} options={PROFILE_CHOICES.gender} value={values.gender} onChange={(gender) => onChange({ gender })} />
      <ChoicesField
        label={t.relationshipGoals}
        options={PROFILE_CHOICES.relationship_goal}
        value={values.relationshipGoals}
        onChange={(relationshipGoals) => onChange({ relationshipGoals })}
      />
      {locked && lockNotice && <Box sx={{ gridColumn: '1 / -1' }}>{lockNotice}</Box>}
      <RangeField
        label={t.incomeRange}
        thumbLabels={[t.minIncome, t.maxIncome]}
        bounds={INCOME_RANGE}
        step={INCOME_STEP}
        format={formatDollars}
        value={values.incomeRange}
        onChange={(incomeRange) => onChange({ incomeRange })}
        disabled={locked}
      />
      <RangeField
        label={t.heightRange}
        thumbLabels={[t.minHeight, t.maxHeight]}
        bounds={HEIGHT_RANGE}
        format={formatCentimetres}
        value={values.height}
        onChange={(height) => onChange({ height })}
        disabled={locked}
      />
      <ChoicesField label={t.bodyTypes} options={PROFILE_CHOICES.body_type} value={values.bodyType} onChange={(bodyType) => onChange({ bodyType })} disabled={locked} />
      <ChoicesField label={t.hairTypes} options={PROFILE_CHOICES.hair_type} value={values.hairType} onChange={(hairType) => onChange({ hairType })} disabled={locked} />
      {/* SPEC §3: education is a list in the filter object but a single choice in the UI. */}
      <ChoiceField
        label={t.education}
        options={PROFILE_CHOICES.education}
        value={values.education[0] ?? ''}
        onChange={(education) => onChange({ education: education ? [education] : [] })}
        disabled={locked}
      />
      <ChoiceField label={t.drinking} options={PROFILE_CHOICES.drinking} value={values.drinking} onChange={(drinking) => onChange({ drinking })} disabled={locked} />
      <ChoiceField label={t.smoking} options={PROFILE_CHOICES.smoking} value={values.smoking} onChange={(smoking) => onChange({ smoking })} disabled={locked} />
      <TextField
        label={t.religion}
        value={values.religion}
        onChange={(event) => onChange({ religion: event.target.value })}
        slotProps={{ htmlInput: { maxLength: PREFERRED_RELIGION_MAX_LENGTH } }}
        helperText={t.religionHint}
        fullWidth
        disabled={locked}
      />
      <ChoiceField
        label={t.hasChildren}
        options={PROFILE_CHOICES.has_children}
        value={values.hasChildren}
        onChange={(hasChildren) => onChange({ hasChildren })}
        disabled={locked}
      />
      <ChoiceField
        label={t.wantsChildren}
        options={PROFILE_CHOICES.wants_children}
        value={values.wantsChildren}
        onChange={(wantsChildren) => onChange({ wantsChildren })}
        disabled={locked}
      />
      <FormControlLabel
        control={<Switch checked={values.verifiedOnly} onChange={(event) => onChange({ verifiedOnly: event.target.checked })} />}
        label={t.verifiedOnly}
        disabled={locked}
      />
    </Box>
  );
}
