import DemoApp

print(DemoApp.banner)
