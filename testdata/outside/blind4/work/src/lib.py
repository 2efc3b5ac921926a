# library paths used by the devset2 truth files (relative to shared/testdata/library)
KC = "statutes/kc/kodeks-cywilny_tj-Dz.U.2014.121_stan-2015-08-17.txt"
KPC = "statutes/kpc/kodeks-postepowania-cywilnego_tj-Dz.U.2014.101_stan-2015-03-27.txt"
CE = "judgments/common/saos-export-2014/"
A_409 = CE + "150500000000503_I_ACa_000409_2014_Uz_2014-10-23_002.txt"   # SA Białystok
A_376 = CE + "153000000000503_I_ACa_000376_2014_Uz_2014-09-30_001.txt"   # SA Lublin
A_312 = CE + "155500000000503_I_ACa_000312_2014_Uz_2014-08-07_001.txt"   # SA Szczecin
A_20 = CE + "151500000000503_I_ACa_000020_2013_Uz_2013-02-28_002.txt"    # SA Katowice
A_922 = CE + "151000000000503_I_ACa_000922_2012_Uz_2013-02-28_001.txt"   # SA Gdańsk
A_213 = CE + "152000000000503_I_ACa_000213_2014_Uz_2014-04-16_001.txt"   # SA Kraków
A_711 = CE + "153500000000503_I_ACa_000711_2012_Uz_2012-09-28_001.txt"   # SA Poznań
B_512 = CE + "155010000001003_II_Ca_000512_2012_Uz_2012-11-15_001.txt"   # SO Legnica
B_76 = CE + "152010000006027_XII_Ga_000076_2014_Uz_2014-09-10_001.txt"   # SO Kraków
B_230 = CE + "155515000004027_VIII_Ga_000230_2014_Uz_2014-10-24_001.txt" # SO Szczecin
B_85 = CE + "151020000002003_IV_Ca_000085_2013_Uz_2013-03-15_001.txt"    # SO Słupsk
B_815 = CE + "151515000001503_III_Ca_000815_2014_Uz_2014-10-02_001.txt"  # SO Gliwice


def claim(id, kind, category, status, why, library_file=None, quote=None, claim_text=None, anchor=None,
          material_change=False, **kw):
    c = {"id": id, "kind": kind}
    if quote is not None:
        c["quote"] = quote
    if claim_text is not None:
        c["claim_text"] = claim_text
    c["anchor"] = anchor or {}
    c["library_file"] = library_file
    c["expected_status"] = status
    c["why"] = why
    c["material_change"] = material_change
    c["category"] = category
    c.update(kw)
    return c

# blind4 sources (none cited by devset / devset2)
T506 = CE + "151025000004003_VIII_Ca_000506_2014_Uz_2014-12-03_001.txt"   # SO Toruń
S989 = CE + "155515000001003_II_Ca_000989_2012_Uz_2013-02-19_001.txt"    # SO Szczecin
U316 = CE + "150520000000503_I_Ca_000316_2014_Uz_2014-10-15_001.txt"     # SO Suwałki
K1405 = CE + "152010000001003_II_Ca_001405_2014_Uz_2014-10-21_002.txt"   # SO Kraków
A71 = CE + "150505000001003_II_Ca_000071_2013_Uz_2013-03-06_001.txt"     # SO Białystok
G238 = CE + "151515000000503_I_C_000238_2013_Uz_2014-09-25_001.txt"      # SO Gliwice
SN39 = "judgments/sn/SN_III-CZP-39-02_2002-07-05.txt"
SN36 = "judgments/sn/SN_III-CZP-36-02_2002-07-05.txt"
R_T506 = {"sygnatura": "VIII Ca 506/14", "data": "2014-12-03", "organ": "Sąd Okręgowy w Toruniu"}
R_S989 = {"sygnatura": "II Ca 989/12", "data": "2013-02-19", "organ": "Sąd Okręgowy w Szczecinie"}
R_U316 = {"sygnatura": "I Ca 316/14", "data": "2014-10-15", "organ": "Sąd Okręgowy w Suwałkach"}
R_K1405 = {"sygnatura": "II Ca 1405/14", "data": "2014-10-21", "organ": "Sąd Okręgowy w Krakowie"}
R_A71 = {"sygnatura": "II Ca 71/13", "data": "2013-03-06", "organ": "Sąd Okręgowy w Białymstoku"}
R_G238 = {"sygnatura": "I C 238/13", "data": "2014-09-25", "organ": "Sąd Okręgowy w Gliwicach"}
R_SN39 = {"sygnatura": "III CZP 39/02", "data": "2002-07-05", "organ": "Sąd Najwyższy"}
R_SN36 = {"sygnatura": "III CZP 36/02", "data": "2002-07-05", "organ": "Sąd Najwyższy"}
