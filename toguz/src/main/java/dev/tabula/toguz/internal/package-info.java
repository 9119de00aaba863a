/**
 * Not exported: the {@code toguz} {@link dev.tabula.core.GameProvider} service, which the module
 * declares with {@code provides} (and {@code META-INF/services} for the class path).
 */
@NullMarked
package dev.tabula.toguz.internal;

import org.jspecify.annotations.NullMarked;
