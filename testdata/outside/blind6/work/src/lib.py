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

# blind6 sources
KP = "statutes/kp/kodeks-pracy_tj-Dz.U.2014.1502_stan-2015-09-11.txt"
S_1651 = CE + "155020000000503_I_C_001651_2012_Uz_2014-07-29_001.txt"   # SO Świdnica 2014-07-14
S_1530 = CE + "152510000001003_II_C_001530_2012_Uz_2014-11-28_001.txt"  # SO Łódź 2014-11-20
S_486 = CE + "150505050004027_VIII_GC_000486_2014_Uz_2014-10-21_002.txt" # SR Białystok 2014-10-21
S_528 = CE + "153510000005027_X_Ga_000528_2014_Uz_2014-11-13_001.txt"   # SO Poznań 2014-11-13
S_288 = CE + "155005100002527_V_GC_000288_2012_Uz_2013-04-09_001.txt"   # SR Jelenia Góra 2013-03-25
S_96 = CE + "155025300522503_V_C_000096_2014_Uz_2014-09-19_001.txt"     # SR Trzebnica (Milicz) 2014-09-19
S_45 = CE + "154505300000503_I_C_000045_2014_Uz_2014-10-24_002.txt"     # SR Warszawa-Śródmieście 2014-10-24
S_1863 = CE + "155020150000503_I_C_001863_2012_Uz_2014-11-12_001.txt"   # SR Świdnica 2014-10-22
S_520 = CE + "152015000002503_III_Ca_000520_2014_Uz_2014-10-30_003.txt" # SO Nowy Sącz 2014-10-30
S_12 = CE + "155025150523003_VI_C_000012_2013_Uz_2013-03-14_001.txt"    # SR Oława (Strzelin) 2013-03-14
S_972 = CE + "150505100000503_I_C_000972_2014_Uz_2014-11-19_001.txt"    # SR Bielsk Podlaski 2014-11-19
