#!/usr/bin/env python3
"""Writes cytaty.docx: block quotations marked only by style inheritance.

WordprocessingML written by hand (as Word and other tools write it, not as
LibreOffice does): the document default run size is 12 pt (w:sz 24); the
block quotations are marked only by a smaller size and/or a left indent
set at different levels of w:basedOn chains, or by a size set on every run
of a plain paragraph. make.sh then prints it to cytaty.pdf with LibreOffice.
"""
import zipfile
from xml.sax.saxutils import escape

W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"'

STYLES = f'''<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:styles {W}>
<w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Liberation Serif" w:hAnsi="Liberation Serif" w:cs="Liberation Serif"/><w:sz w:val="24"/><w:lang w:val="pl-PL"/></w:rPr></w:rPrDefault>
<w:pPrDefault><w:pPr><w:spacing w:after="120"/><w:jc w:val="both"/></w:pPr></w:pPrDefault></w:docDefaults>
<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style>
<w:style w:type="paragraph" w:styleId="Quote"><w:name w:val="Quote"/><w:basedOn w:val="Normal"/><w:pPr><w:ind w:left="851" w:right="567"/></w:pPr></w:style>
<w:style w:type="paragraph" w:styleId="Cytatblokowy"><w:name w:val="Cytat blokowy"/><w:basedOn w:val="Quote"/><w:rPr><w:sz w:val="20"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="Akapitwciety"><w:name w:val="Akapit wcięty"/><w:basedOn w:val="Normal"/><w:pPr><w:ind w:left="1134"/></w:pPr></w:style>
<w:style w:type="paragraph" w:styleId="Wyciag"><w:name w:val="Wyciąg"/><w:basedOn w:val="Akapitwciety"/><w:rPr><w:sz w:val="21"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="Drobnydruk"><w:name w:val="Drobny druk"/><w:basedOn w:val="Normal"/><w:rPr><w:sz w:val="20"/></w:rPr></w:style>
</w:styles>'''

def run(text, sz=None):
    rpr = f'<w:rPr><w:sz w:val="{sz}"/></w:rPr>' if sz else ''
    return f'<w:r>{rpr}<w:t xml:space="preserve">{escape(text)}</w:t></w:r>'

def para(text, style=None, sz=None):
    ppr = f'<w:pPr><w:pStyle w:val="{style}"/></w:pPr>' if style else ''
    # Runs cut at words, as an editor leaves them; each with the size.
    words = text.split(' ')
    runs = [' '.join(words[i:i + 6]) + (' ' if i + 6 < len(words) else '') for i in range(0, len(words), 6)]
    return f'<w:p>{ppr}' + ''.join(run(r, sz) for r in runs) + '</w:p>'

FILL = ('Powód dochodzi obniżenia ceny nieruchomości zabudowanej domem wypoczynkowym z powodu wad budynku, '
        'które ujawniły się dopiero podczas remontu dachu i instalacji grzewczej. Pozwana gmina wnosi o oddalenie '
        'powództwa i podnosi zarzut wygaśnięcia roszczenia, ponieważ pozew wniesiono kilka lat po wydaniu '
        'nieruchomości, a powód wcześniej jedynie zawiadomił ją pismem o wadach budynku.')

body = [
    para(FILL),
    para('Podstawą odpowiedzialności pozwanej za szkodę jest przepis ogólny. Zgodnie z art. 415 k.c.:'),
    para('Kto z winy swej wyrządził drugiemu szkodę, obowiązany jest do jej naprawienia.', 'Cytatblokowy'),
    para('Pozwana podnosi zarzut wygaśnięcia roszczenia. Sąd Najwyższy w uchwale z dnia 5 lipca 2002 r., III CZP 39/02, stwierdził:'),
    para('Po upływie terminu wskazanego w art. 568 § 1 k.c. roszczenie kupującego o obniżenie ceny rzeczy wadliwej wygasa i może być skutecznie dochodzone przed sądem.', 'Wyciag'),
    para('Sposób wykonania zobowiązania określa ustawa. W myśl art. 354 § 1 k.c.:'),
    para('Dłużnik powinien wykonać zobowiązanie zgodnie z jego treścią i w sposób odpowiadający jego celowi społeczno-gospodarczemu oraz zasadom współżycia społecznego, a jeżeli istnieją w tym zakresie ustalone zwyczaje - także w sposób odpowiadający tym zwyczajom.', sz=20),
    para('Miernik staranności dłużnika wskazuje art. 355 § 1 k.c.:'),
    para('Dłużnik nie jest obowiązany do staranności ogólnie wymaganej w stosunkach danego rodzaju (należyta staranność).', 'Drobnydruk'),
    para(FILL), para(FILL), para(FILL), para(FILL), para(FILL),
    para('O pojęciu uprawnień z rękojmi Sąd Najwyższy w uchwale z dnia 5 lipca 2002 r., III CZP 39/02, wypowiedział się następująco:'),
    para('Ustawodawca, posługując się w art. 568 § 1 k.c. określeniem „uprawnienia z tytułu rękojmi”, nie zdefiniował bliżej tego pojęcia ani charakteru uprawnień. '
         'Nie ulega jednak wątpliwości, że miał na względzie uprawnienia kupującego określone w art. 560 i 561 k.c. '
         'Pojęcie „uprawnienie” jest pojęciem szerszym od pojęcia „roszczenie”, wobec czego nie każde uprawnienie jest roszczeniem, '
         'natomiast każde roszczenie jest uprawnieniem, a zatem ilekroć w ustawie mowa jest o uprawnieniach, należy rozumieć, że chodzi także o roszczenia.', 'Cytatblokowy'),
    para('Wobec tego powództwo podlega oddaleniu w całości, a koszty procesu ponosi powód jako strona przegrywająca spór.'),
]

DOC = (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:document {W}><w:body>' + ''.join(body) +
       '<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1134" w:right="1417" w:bottom="1134" w:left="1417" w:header="708" w:footer="708" w:gutter="0"/></w:sectPr>'
       '</w:body></w:document>')

CT = '''<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/></Types>'''
RELS = '''<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>'''
DOCRELS = '''<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>'''

with zipfile.ZipFile('cytaty.docx', 'w', zipfile.ZIP_DEFLATED) as z:
    for name, data in (('[Content_Types].xml', CT), ('_rels/.rels', RELS), ('word/document.xml', DOC),
                       ('word/_rels/document.xml.rels', DOCRELS), ('word/styles.xml', STYLES)):
        info = zipfile.ZipInfo(name, date_time=(2026, 1, 1, 0, 0, 0))
        info.compress_type = zipfile.ZIP_DEFLATED
        z.writestr(info, data)
