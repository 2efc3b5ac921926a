#!/usr/bin/env python3
"""writes memo_b06.html (with errors) and memo_b06c.html (clean) — a Google-Docs-like working note"""
import os
H = os.path.dirname(os.path.abspath(__file__))
Q828_2 = {False: "Nie przechodzą na ubezpieczyciela roszczenia ubezpieczającego przeciwko osobom, z którymi ubezpieczający pozostaje we wspólnym gospodarstwie domowym, chyba że sprawca wyrządził szkodę nieumyślnie.",
          True: "Nie przechodzą na ubezpieczyciela roszczenia ubezpieczającego przeciwko osobom, z którymi ubezpieczający pozostaje we wspólnym gospodarstwie domowym, chyba że sprawca wyrządził szkodę umyślnie."}
Q382 = {False: "Sąd Okręgowy w całości podziela ustalenia faktyczne i ocenę prawną Sądu Rejonowego i przyjmuje za własne (art. 382 k.p.c.).",
        True: "Sąd Okręgowy tylko w części podziela ustalenia faktyczne i ocenę prawną Sądu Rejonowego i przyjmuje za własne (art. 382 k.p.c.)."}
def page(clean):
    d541 = "05.12.2014" if clean else "05.11.2014"
    fab = "" if clean else """<tr><td>I C 541/13</td><td>05.12.2014</td><td>„Roszczenie zwrotne gaśnie definitywnie, gdy zakład ubezpieczeń zwlekał z pozwem dłużej niż kwartał.”</td></tr>
"""
    fn3 = "Wyrok SR w Nysie z 5 grudnia 2014 r., I C 541/13." if clean else "Wyrok SO w Poznaniu z 21 października 2014 r., II Ca 763/14."
    who3 = "Sąd Rejonowy w Nysie" if clean else "Sąd Okręgowy w Poznaniu"
    return f"""<!DOCTYPE html>
<html lang="pl"><head><meta charset="utf-8"><title>Regres – Benedykt T. (notatka)</title>
<style>
body{{font-family:Arial,"Liberation Sans",sans-serif;font-size:11pt;color:#000;max-width:17cm;margin:1.5cm auto;line-height:1.38}}
h1{{font-size:20pt;font-weight:400;margin:0 0 6pt}}
h2{{font-size:15pt;font-weight:400;margin:16pt 0 6pt;color:#434343}}
p{{margin:0 0 8pt}}
.c-sub{{color:#666}}
table{{border-collapse:collapse;width:100%;margin:6pt 0 10pt}}
td,th{{border:1px solid #bfbfbf;padding:5pt;vertical-align:top;font-size:10pt}}
th{{background:#d9ead3;font-weight:700;text-align:left}}
.hl{{background:#fce5cd}}
ul{{margin:0 0 8pt 18pt;padding:0}}
li{{margin:0 0 4pt}}
sup a{{color:#1155cc;text-decoration:none}}
aside.fn{{border-top:1px solid #999;margin-top:18pt;padding-top:6pt;font-size:9pt}}
aside.fn ol{{padding-left:18pt}}
</style></head>
<body>
<h1>Regres ubezpieczyciela – Benedykt Tomczak</h1>
<p class="c-sub">Notatka robocza · wersja {"3" if clean else "2"} · edytował: M. Grabowska, 25.11.2026 · <span class="hl">nie wysyłać bez akceptacji partnera</span></p>

<h2>1. O co chodzi</h2>
<p>Klient, Benedykt Tomczak, potrącił rowerzystę i – zdaniem ubezpieczyciela – odjechał z miejsca zdarzenia. Ubezpieczyciel wypłacił poszkodowanemu 18 300 zł i żąda ich zwrotu od Klienta, powołując się na klauzulę z OWU: „zakład ubezpieczeń może dochodzić zwrotu wypłaconego świadczenia, jeżeli kierujący zbiegł z miejsca zdarzenia”. Klient twierdzi, że nie zauważył potrącenia.</p>

<h2>2. Przepisy</h2>
<p>Art. 828 § 1 zd. 1 k.c.: „Jeżeli nie umówiono się inaczej, z dniem zapłaty odszkodowania przez ubezpieczyciela roszczenie ubezpieczającego przeciwko osobie trzeciej odpowiedzialnej za szkodę przechodzi z mocy prawa na ubezpieczyciela do wysokości zapłaconego odszkodowania.”</p>
<p>Dla porządku – art. 828 § 2 k.c.: „{Q828_2[clean]}” Nie dotyczy to Klienta (nie mieszka z poszkodowanym).</p>

<h2>3. Orzecznictwo – zestawienie</h2>
<table>
<tr><th>Sygnatura</th><th>Data</th><th>Teza / cytat</th></tr>
<tr><td>II Ca 763/14</td><td>21.10.2014</td><td>„Opinia świadka nie może być przesłanką odpowiedzialności cywilnej, co będzie wiązało się z koniecznością zwrotu wypłaconego odszkodowania ubezpieczycielowi.”</td></tr>
<tr><td>II Ca 763/14</td><td>21.10.2014</td><td>„Wynika z nich, ze pozwany zdawał sobie sprawę, ze potrącił rowerzystę i że w tym stanie świadomości odjechał z miejsca zdarzenia.”</td></tr>
<tr><td>I C 541/13</td><td>05.12.2014</td><td>„Poszkodowany może się zatem domagać albo przywrócenia stanu poprzedniego – restytucja bądź zapłaty odpowiedniej sumy pieniężnej.”</td></tr>
{fab}<tr><td>I C 541/13</td><td>{d541}</td><td>„Natomiast składnik subiektywny wyraża się w uznaniu za zawinione zachowań rozmyślnie wyrządzających szkodę oraz niedbalstwa.”</td></tr>
</table>

<h2>4. Ucieczka z miejsca zdarzenia</h2>
<p>Sąd Okręgowy w Poznaniu zauważył, że „Ustawa Prawo o wykroczeniach nie posługuje się pojęciem „zbiegnięcia z miejsca zdarzenia”, jako podstawy zaostrzenia odpowiedzialności sprawcy, jak czyni to ustawa Prawo karne.”<sup><a href="#fn1" id="r1">1</a></sup> Jednocześnie sąd odwoławczy zaznaczył: „{Q382[clean]}”<sup><a href="#fn2" id="r2">2</a></sup></p>
<p>W sprawie II Ca 763/14 Sąd Okręgowy w Poznaniu zmienił zaskarżony wyrok Sądu Rejonowego w Gnieźnie. To dla nas zła wiadomość – tam także sprawca twierdził, że nie zauważył potrącenia.</p>
<p>Argument Klienta o zdenerwowaniu może pomóc: {who3} przyjął, że „Prawdopodobne jest bowiem, że powód zgłaszając następnego dnia szkodę mógł być rozkojarzony, zwłaszcza, że nie przespał nocy oraz odczuwał dolegliwości bólowe po wypadku.”<sup><a href="#fn3" id="r3">3</a></sup></p>

<h2>5. Do zrobienia</h2>
<ul>
<li>SR w Nysie (I C 541/13): „Ponadto auto nosiło ślady wcześniejszej kolizji, następnie naprawionej, co stwierdził rzeczoznawca strony pozwanej.” – sprawdzić, czy u nas auto było wcześniej naprawiane.</li>
<li>Zażądać od ubezpieczyciela akt szkody i notatki policji.</li>
</ul>

<aside class="fn"><ol>
<li id="fn1">Wyrok SO w Poznaniu z 21 października 2014 r., II Ca 763/14.</li>
<li id="fn2">Tamże.</li>
<li id="fn3">{fn3}</li>
</ol></aside>
</body></html>
"""
for clean, name in ((False, "memo_b06"), (True, "memo_b06c")):
    open(os.path.join(H, name + ".html"), "w", encoding="utf-8").write(page(clean))
