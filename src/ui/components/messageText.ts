import type { TFunction } from 'i18next';
import type { MessageDescriptor } from '../../domain/messageDescriptor.ts';
import type { ErrorTag } from '../../machines/generic/errorTag.ts';

/** The text of a domain message (guard, validation) in the current language. */
export const messageText = (t: TFunction, message: MessageDescriptor): string => t(`${message.ns}:${message.key}`, message.params);

/** The text of a failed call's error tag (namespace `ui`). */
export const errorTagText = (t: TFunction, tag: ErrorTag): string => t(`ui:error.${tag}`);
