print("pwtemplate")
