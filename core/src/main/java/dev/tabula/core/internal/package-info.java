/**
 * Helpers shared by the game modules of this project, not API: exported only to them. {@link
 * dev.tabula.core.internal.ProviderBase} holds what every game's {@link
 * dev.tabula.core.GameProvider} says about itself.
 */
@NullMarked
package dev.tabula.core.internal;

import org.jspecify.annotations.NullMarked;
