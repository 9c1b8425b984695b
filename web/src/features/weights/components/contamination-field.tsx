import { contaminationMaterials, type ContaminationMaterial } from '@pickup/contracts/schemas';
import { CheckGroup } from '../../../components/form/check-group';

const options = contaminationMaterials.map((material) => ({ value: material, label: material }));

/** The spec's contamination choices (§5): what was found in the bucket that does not compost. */
export function ContaminationField({
  value,
  onChange,
}: {
  value: readonly ContaminationMaterial[];
  onChange: (value: ContaminationMaterial[]) => void;
}) {
  return (
    <CheckGroup
      label="Contamination Found"
      name="contamination"
      options={options}
      value={value}
      onChange={onChange}
      helperText="Any of these puts the entry up for review."
    />
  );
}
