import type { Meta } from '@storybook/react-vite';
import { sectionStory } from '@tests/editor/section-stories';

/**
 * The five states of each editor section (clean, dirty, invalid, submitting, server error), each
 * the real editor page against the story mock backend; a section's own stories sit beside it.
 */
export default { title: 'Editor/Sections/States' } satisfies Meta;

export const GeneralClean = sectionStory('General', 'Clean');
export const GeneralDirty = sectionStory('General', 'Dirty');
export const GeneralInvalid = sectionStory('General', 'Invalid');
export const GeneralSubmitting = sectionStory('General', 'Submitting');
export const GeneralServerError = sectionStory('General', 'ServerError');
export const ContactClean = sectionStory('Contact', 'Clean');
export const ContactDirty = sectionStory('Contact', 'Dirty');
export const ContactInvalid = sectionStory('Contact', 'Invalid');
export const ContactSubmitting = sectionStory('Contact', 'Submitting');
export const ContactServerError = sectionStory('Contact', 'ServerError');
export const DocumentsClean = sectionStory('Documents', 'Clean');
export const DocumentsDirty = sectionStory('Documents', 'Dirty');
export const DocumentsInvalid = sectionStory('Documents', 'Invalid');
export const DocumentsSubmitting = sectionStory('Documents', 'Submitting');
export const DocumentsServerError = sectionStory('Documents', 'ServerError');
export const LocationClean = sectionStory('Location', 'Clean');
export const LocationDirty = sectionStory('Location', 'Dirty');
export const LocationInvalid = sectionStory('Location', 'Invalid');
export const LocationSubmitting = sectionStory('Location', 'Submitting');
export const LocationServerError = sectionStory('Location', 'ServerError');
export const SocialsClean = sectionStory('Socials', 'Clean');
export const SocialsDirty = sectionStory('Socials', 'Dirty');
export const SocialsInvalid = sectionStory('Socials', 'Invalid');
export const SocialsSubmitting = sectionStory('Socials', 'Submitting');
export const SocialsServerError = sectionStory('Socials', 'ServerError');
export const OtherClean = sectionStory('Other', 'Clean');
export const OtherDirty = sectionStory('Other', 'Dirty');
export const OtherInvalid = sectionStory('Other', 'Invalid');
export const OtherSubmitting = sectionStory('Other', 'Submitting');
export const OtherServerError = sectionStory('Other', 'ServerError');
export const MetaClean = sectionStory('Meta', 'Clean');
export const MetaDirty = sectionStory('Meta', 'Dirty');
export const MetaInvalid = sectionStory('Meta', 'Invalid');
export const MetaSubmitting = sectionStory('Meta', 'Submitting');
export const MetaServerError = sectionStory('Meta', 'ServerError');
