[Document]
Headline=Written by hand for scorebook: board 01 as quoted on rec.games.bridge
Status=Show
Duplicates=0
From board=1
To board=1
Next board to duplimate=0
PrintOuts=0
Crypto key=0
Checksum=1
Duplicates 01=0
Board 01=jlifaelnecgmoldfjmcflinlap023
Duplicates 02=0
Board 02=aaaaaabffffffkkkkkklpppppp012
Duplicates 03=0
Board 03=aaaaaabffffffkkkkkklpppppp013
