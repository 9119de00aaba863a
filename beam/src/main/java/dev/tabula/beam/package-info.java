/** Apache Beam pipelines for self-play samples and large matches. */
@NullMarked
package dev.tabula.beam;

import org.jspecify.annotations.NullMarked;
