// Array layout: a list with "Add" and, per item, "Remove" and move buttons, all as text buttons
// with names that say which item they act on (rjsf's defaults are icon fonts with a title only).
// Focus goes to the new item after Add and back to Add after Remove.
import { useLayoutEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { buttonId, type ArrayFieldItemButtonsTemplateProps, type ArrayFieldItemTemplateProps, type ArrayFieldTemplateProps, type IconButtonProps, type UiSchema } from '@rjsf/utils';
import { arrayMessages as m, arrayValueMessages as mv } from './array-messages.ts';

function itemTitle(uiSchema: UiSchema | undefined, schema: { title?: string } | undefined): string {
  return (uiSchema?.['ui:title'] as string | undefined) ?? schema?.title ?? '';
}

export function ArrayFieldTemplate({ canAdd, className, disabled, fieldPathId, uiSchema, items, onAddClick, readonly, required, schema, title }: ArrayFieldTemplateProps) {
  const intl = useIntl();
  const list = useRef<HTMLOListElement>(null);
  const add = useRef<HTMLButtonElement>(null);
  const count = useRef(items.length);
  useLayoutEffect(() => {
    if (items.length > count.current) list.current?.querySelector<HTMLElement>('li:last-child :is(input, select, textarea, button)')?.focus();
    else if (items.length < count.current) add.current?.focus();
    count.current = items.length;
  }, [items.length]);
  const label = (uiSchema?.['ui:title'] as string | undefined) ?? title;
  const description = (uiSchema?.['ui:description'] as string | undefined) ?? schema.description;
  const item = itemTitle(uiSchema?.items as UiSchema | undefined, schema.items as { title?: string } | undefined);
  return (
    <fieldset className={`array-group ${className ?? ''}`} id={fieldPathId.$id} aria-describedby={description ? `${fieldPathId.$id}__description` : undefined}>
      <legend>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </legend>
      {description && <p className="field-help" id={`${fieldPathId.$id}__description`}>{description}</p>}
      {items.length > 0 ? <ol ref={list} className="array-items">{items}</ol> : <p className="array-empty">{intl.formatMessage(m.empty)}</p>}
      {canAdd && (
        <button ref={add} type="button" id={buttonId(fieldPathId, 'add')} className="button array-add" onClick={onAddClick} disabled={disabled || readonly}>
          {intl.formatMessage(mv.add, { item: item.toLocaleLowerCase(intl.locale) })}
        </button>
      )}
    </fieldset>
  );
}

export function ArrayFieldItemTemplate({ children, buttonsProps, hasToolbar, registry, index }: ArrayFieldItemTemplateProps) {
  const Buttons = registry.templates.ArrayFieldItemButtonsTemplate;
  return (
    <li className="array-item" data-index={index}>
      <div className="array-item-body">{children}</div>
      {hasToolbar && (
        <div className="array-item-buttons">
          <Buttons {...buttonsProps} />
        </div>
      )}
    </li>
  );
}

export function ArrayFieldItemButtonsTemplate({ disabled, readonly, hasMoveUp, hasMoveDown, hasRemove, fieldPathId, onMoveUpItem, onMoveDownItem, onRemoveItem, index, uiSchema, schema }: ArrayFieldItemButtonsTemplateProps) {
  const intl = useIntl();
  const item = `${itemTitle(uiSchema, schema)} ${index + 1}`.trim();
  const off = disabled || readonly;
  return (
    <>
      {(hasMoveUp || hasMoveDown) && (
        <>
          <button type="button" id={buttonId(fieldPathId, 'moveUp')} className="button" disabled={off || !hasMoveUp} onClick={onMoveUpItem}>{intl.formatMessage(mv.moveUp, { item })}</button>
          <button type="button" id={buttonId(fieldPathId, 'moveDown')} className="button" disabled={off || !hasMoveDown} onClick={onMoveDownItem}>{intl.formatMessage(mv.moveDown, { item })}</button>
        </>
      )}
      {hasRemove && (
        <button type="button" id={buttonId(fieldPathId, 'remove')} className="button array-remove" disabled={off} onClick={onRemoveItem} aria-label={intl.formatMessage(mv.removeItem, { item })}>
          {intl.formatMessage(m.remove)}
        </button>
      )}
    </>
  );
}

/** rjsf still renders its own AddButton in a few places (additional properties): text, not an icon. */
export function AddButton({ onClick, disabled, id, className }: IconButtonProps) {
  const intl = useIntl();
  return (
    <button type="button" id={id} className={`button ${className ?? ''}`} onClick={onClick} disabled={disabled}>
      {intl.formatMessage(mv.add, { item: '' }).trim()}
    </button>
  );
}
