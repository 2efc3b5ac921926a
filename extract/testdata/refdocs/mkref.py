#!/usr/bin/env python3
"""Writes the pandoc reference document of the `eleven` layout.

    python3 mkref.py DIR

makes DIR/ref-eleven.docx with ../pagebreaks/mkref.py (which patches
pandoc's own default reference.docx): A4, Arial 11 (printed as Liberation
Sans), single spacing, footnotes in the body's own size (11 pt), 2.5 cm
margins, the page number centred in the footer.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "pagebreaks"))
import mkref  # noqa: E402

mkref.LAYOUTS = {
    "eleven": dict(font="Arial", size=22, note=22, line=240, after=120,
                   page=(11906, 16838), margins=(1417, 1417, 1417, 1417), quote=(567, 567), footer="center"),
}

if __name__ == "__main__":
    mkref.main(sys.argv[1] if len(sys.argv) > 1 else ".")
