[Document]
From board=1
To board=1
Board 01=cgcajjjnakpkchipnjhmbmbpbh022
