/**
 * A minimum reputation (CreateLobbyInput.minReputation, docs/players.md#reputation): the least share, a whole
 * percent 1–100, of correspondence games the other player finished; empty for anyone. The lobby and challenge
 * forms keep the text as typed and send it with minReputationInput.
 */
export function MinReputationField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <label>
      {label}
      <input
        type="number"
        inputMode="numeric"
        name="min-reputation"
        min={1}
        max={100}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}

/** The field's text as CreateLobbyInput's part: nothing when empty. */
export function minReputationInput(value: string): { minReputation?: number } {
  return value.trim() !== '' ? { minReputation: Number(value) } : {};
}
