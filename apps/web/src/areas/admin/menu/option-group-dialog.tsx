import type { InventoryItem } from '@meja/shared/contracts/inventory';
import type { AdminOptionGroup } from '@meja/shared/contracts/menu-options';
import { MAX_GROUP_OPTIONS } from '@meja/shared/limits';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ApiError, messageOf } from '../../../api/api-error';
import { createOptionGroup, updateOptionGroup } from '../../../api/menu-options-api';
import { Button } from '../../../components/button/button';
import { ErrorMessage } from '../../../components/messages';
import { ModalDialog } from '../../../components/modal-dialog';
import { TextField } from '../../../components/text-field';
import { useMessages } from '../../../i18n/use-messages';
import {
  canAddOption,
  checkGroupDraft,
  draftFromGroup,
  emptyGroupDraft,
  emptyOptionDraft,
  groupErrorsOf,
  withoutField,
  withoutOptionFields,
  type FieldMessages,
  type GroupBody,
  type GroupDraft,
  type OptionDraft,
  type OptionField,
} from './option-group-draft';
import { choiceRuleText, optionGroupMessages } from './option-group-messages';
import { typedChoiceRule } from './option-group-rules';
import { OptionDraftFields } from './option-draft-fields';

interface OptionGroupDialogProps {
  tenantSlug: string;
  /** Edit this group; without it the dialog creates one. */
  group?: AdminOptionGroup;
  ingredients: readonly InventoryItem[];
  ingredientsError: string | null;
  onSaved: (group: AdminOptionGroup) => void;
  onClose: () => void;
}

/** Create or edit an option group: its name, how many are chosen, and its options with their recipes. */
export function OptionGroupDialog({
  tenantSlug,
  group,
  ingredients,
  ingredientsError,
  onSaved,
  onClose,
}: OptionGroupDialogProps) {
  const t = useMessages(optionGroupMessages);
  const formId = useId();
  const [draft, setDraft] = useState<GroupDraft>(() => (group ? draftFromGroup(group) : emptyGroupDraft()));
  const [fields, setFields] = useState<FieldMessages>({});
  const [dirty, setDirty] = useState(false);
  const [addedKey, setAddedKey] = useState<string | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const focusInvalid = useRef(false);
  const errors = groupErrorsOf(fields);
  const rule = typedChoiceRule(draft.minChoices, draft.maxChoices);

  useEffect(() => {
    nameRef.current?.focus();
  }, []);

  useEffect(() => {
    // After a refused save, the keyboard (and the view) goes to the first field to fix.
    if (!focusInvalid.current) return;
    focusInvalid.current = false;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]');
    if (first?.matches('input, select, textarea')) first.focus();
    else first?.scrollIntoView({ block: 'center' });
  }, [fields]);

  const save = useMutation({
    mutationFn: (body: GroupBody) =>
      group ? updateOptionGroup(tenantSlug, group.id, body) : createOptionGroup(tenantSlug, body),
    onSuccess: onSaved,
    onError: (error) => {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        focusInvalid.current = true;
        setFields(error.fields);
      }
    },
  });
  const busy = save.isPending;

  function change(changes: Partial<GroupDraft>, key: string): void {
    setDraft((current) => ({ ...current, ...changes }));
    setFields((current) => withoutField(current, key));
    setDirty(true);
  }

  function changeOption(index: number, changes: Partial<OptionDraft>, field: OptionField): void {
    setDraft((current) => ({
      ...current,
      options: current.options.map((option, i) => (i === index ? { ...option, ...changes } : option)),
    }));
    setFields((current) => withoutField(withoutField(current, `options.${index}.${field}`), 'options'));
    setDirty(true);
  }

  function setOptions(options: OptionDraft[]): void {
    setDraft((current) => ({ ...current, options }));
    setFields((current) => withoutField(withoutOptionFields(current), 'options'));
    setDirty(true);
  }

  function close(): void {
    if (busy) return;
    if (dirty && !window.confirm(t.discard)) return;
    onClose();
  }

  function submit(event: FormEvent): void {
    event.preventDefault();
    const checked = checkGroupDraft(draft);
    if (!checked.ok) {
      focusInvalid.current = true;
      setFields(checked.fields);
      return;
    }
    setFields({});
    save.mutate(checked.body);
  }

  const failure =
    save.isError && !(save.error instanceof ApiError && Object.keys(save.error.fields).length > 0)
      ? messageOf(save.error, t.saveFailed)
      : null;

  return (
    <ModalDialog
      title={group ? t.editTitle({ name: group.name }) : t.createTitle}
      wide="xl"
      onClose={close}
      actions={
        <>
          <Button variant="secondary" onClick={close} disabled={busy}>
            {t.cancel}
          </Button>
          <Button variant="primary" type="submit" form={formId} loading={busy}>
            {group ? t.save : t.create}
          </Button>
        </>
      }
    >
      <form ref={formRef} id={formId} noValidate onSubmit={submit} className="space-y-4">
        <TextField
          ref={nameRef}
          label={t.groupName}
          hint={t.groupNameHint}
          required
          maxLength={60}
          autoComplete="off"
          value={draft.name}
          disabled={busy}
          error={errors.group.name}
          onChange={(event) => change({ name: event.target.value }, 'name')}
        />
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label={t.minChoices}
            hint={t.minChoicesHint}
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_GROUP_OPTIONS}
            step={1}
            value={draft.minChoices}
            disabled={busy}
            error={errors.group.minChoices}
            onChange={(event) => change({ minChoices: event.target.value }, 'minChoices')}
          />
          <TextField
            label={t.maxChoices}
            hint={t.maxChoicesHint}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_GROUP_OPTIONS}
            step={1}
            value={draft.maxChoices}
            disabled={busy}
            error={errors.group.maxChoices}
            onChange={(event) => change({ maxChoices: event.target.value }, 'maxChoices')}
          />
        </div>
        <p className="rounded-lg bg-stone-100 px-3 py-2 text-sm text-stone-800" aria-live="polite">
          {t.preview}{' '}
          <span className="font-semibold" data-choice-rule>
            {rule ? choiceRuleText(t, rule) : '–'}
          </span>
        </p>

        <fieldset className="min-w-0 space-y-3">
          <legend className="text-base font-bold text-stone-900">{t.options}</legend>
          {ingredientsError ? <ErrorMessage>{ingredientsError}</ErrorMessage> : null}
          {errors.group.options ? <ErrorMessage>{errors.group.options}</ErrorMessage> : null}
          <ol className="space-y-3">
            {draft.options.map((option, index) => (
              <li key={option.key}>
                <OptionDraftFields
                  tenantSlug={tenantSlug}
                  option={option}
                  number={index + 1}
                  ingredients={ingredients}
                  errors={errors.options[index] ?? {}}
                  disabled={busy}
                  canRemove={draft.options.length > 1}
                  focusOnMount={option.key === addedKey}
                  onChange={(changes, field) => changeOption(index, changes, field)}
                  onRemove={() => setOptions(draft.options.filter((other) => other.key !== option.key))}
                />
              </li>
            ))}
          </ol>
          <div className="flex flex-wrap items-center gap-2">
            <Button
              variant="secondary"
              disabled={busy || !canAddOption(draft)}
              onClick={() => {
                const added = emptyOptionDraft();
                setAddedKey(added.key);
                setOptions([...draft.options, added]);
              }}
            >
              {t.addOption}
            </Button>
            <span className="text-sm text-stone-600">
              {t.optionCount({ count: draft.options.length, max: MAX_GROUP_OPTIONS })}
            </span>
          </div>
        </fieldset>

        {errors.other.length > 0 ? (
          <ErrorMessage>
            {errors.other.map((message) => (
              <p key={message}>{message}</p>
            ))}
          </ErrorMessage>
        ) : null}
        {failure ? <ErrorMessage>{failure}</ErrorMessage> : null}
      </form>
    </ModalDialog>
  );
}
