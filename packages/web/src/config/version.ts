/** The version string the footer shows (spec §9: 2025.08.31). */
export const FLOORCRAFT_VERSION = '2025.08.31';

/** Where the footer's help link goes (the original linked a Discord server). */
export const HELP_URL = 'https://discord.gg/floorcraft';
